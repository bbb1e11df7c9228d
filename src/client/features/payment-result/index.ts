export { CancelPage } from './components/cancel-page';
export { SuccessPage } from './components/success-page';
