export { VerifyCertificatePage } from './components/verify-certificate-page';
