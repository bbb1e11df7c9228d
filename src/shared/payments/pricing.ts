import { PRODUCTS } from './products';

/** Stripe's smallest charge in USD: a promo code never takes a price below it. */
export const MIN_CHARGE_CENTS = 50;

export interface PromoDiscount {
  /** Whole percent off (1-100), or null when the code takes a fixed amount off. */
  percentOff: number | null;
  /** Fixed amount off in cents, or null when the code takes a percentage off. */
  amountOffCents: number | null;
}

/** The price after a promo code: percentages round to the nearest cent; never below MIN_CHARGE_CENTS or above the price. */
export function applyPromo(priceCents: number, promo: PromoDiscount | null): number {
  if (!promo) return priceCents;
  const off = promo.percentOff !== null ? Math.round((priceCents * promo.percentOff) / 100) : (promo.amountOffCents ?? 0);
  const discounted = priceCents - Math.max(0, off);
  return Math.min(priceCents, Math.max(MIN_CHARGE_CENTS, discounted));
}

/**
 * What the trial costs today (PRODUCT.md principle 3): the $1.00 offer while the visitor's hold runs (or when the
 * operator turned holds off), the list price once it has run out; then the promo code, if any.
 */
export function trialPriceCents(holdActive: boolean, promo: PromoDiscount | null = null): number {
  const base = holdActive ? PRODUCTS.trial.priceCents : (PRODUCTS.trial.listPriceCents ?? PRODUCTS.trial.priceCents);
  return applyPromo(base, promo);
}
