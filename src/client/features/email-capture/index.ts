export { EmailCapturePage } from './components/email-capture-page';
