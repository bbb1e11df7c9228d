export { CongratulationsPage } from './components/congratulations-page';
