export { useEntitlements } from './api/use-entitlements';
export { ProgressTracker } from './components/progress-tracker';
export { UpsellOnePage } from './components/upsell-one-page';
export { UpsellRetentionPage } from './components/upsell-retention-page';
export { UpsellTwoPage } from './components/upsell-two-page';
export { UpsellTwoRetentionPage } from './components/upsell-two-retention-page';
export { ownedProducts } from './lib/owned-products';
// For the report's paid sections (/profile/report), which sell these products in place.
export { useBuyUpsell } from './api/use-buy-upsell';
export { toastPaymentFailed } from './components/payment-failed-toast';
export { useOwned } from './hooks/use-owned';
export { openCheckout, releaseCheckoutTab, reserveCheckoutTab } from './lib/checkout-tab';
export { upsellTerms } from './lib/upsell-terms';
