export { useEntitlements } from './api/use-entitlements';
export { ProgressTracker } from './components/progress-tracker';
export { UpsellOnePage } from './components/upsell-one-page';
export { UpsellRetentionPage } from './components/upsell-retention-page';
export { UpsellTwoPage } from './components/upsell-two-page';
export { UpsellTwoRetentionPage } from './components/upsell-two-retention-page';
export { ownedProducts } from './lib/owned-products';
