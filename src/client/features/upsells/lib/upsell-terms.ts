import { PRODUCTS, type UpsellCode, formatCents } from '@shared/payments/products';

/** PRODUCT.md principle 6: the terms beside every pay button. Upsells are one-off payments. */
export function upsellTerms(code: UpsellCode): string {
  return `One-time payment of ${formatCents(PRODUCTS[code].priceCents)}. No subscription.`;
}
