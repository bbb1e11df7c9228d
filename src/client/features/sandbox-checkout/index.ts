export { SandboxCheckoutPage } from './components/sandbox-checkout-page';
