/** PRODUCT.md, the paywall row: which checkout design visitors get. */
export const CHECKOUT_DESIGNS = ['checkout', 'paywall', 'split'] as const;
export type CheckoutDesignSetting = (typeof CHECKOUT_DESIGNS)[number];
export type CheckoutDesign = Exclude<CheckoutDesignSetting, 'split'>;

/**
 * The design one visitor gets. An even split is decided by the visitor id, so the same visitor always sees the same
 * design without anything stored (FNV-1a over the id; its lowest bit picks).
 */
export function designForVisitor(setting: CheckoutDesignSetting, visitorId: string): CheckoutDesign {
  if (setting !== 'split') return setting;
  let hash = 0x811c9dc5;
  for (let i = 0; i < visitorId.length; i++) {
    hash ^= visitorId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 === 0 ? 'checkout' : 'paywall';
}
