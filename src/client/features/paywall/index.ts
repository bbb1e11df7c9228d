export { PaywallPage } from './components/paywall-page';
