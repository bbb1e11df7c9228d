export { ConfirmEmailPage } from './components/confirm-email-page';
