export { PrivacyPage } from './components/privacy-page';
export { RefundPolicyPage } from './components/refund-policy-page';
export { TermsPage } from './components/terms-page';
