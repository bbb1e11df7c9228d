/**
 * The monthly plan's price is found in Stripe by this lookup key (e.g. iq-monthly-2999-usd) and made on first use,
 * so a fresh Stripe account needs no setup and a change of price makes a new price instead of editing the old one.
 */
export function monthlyPriceLookupKey(priceCents: number, currency: string): string {
  return `iq-monthly-${priceCents}-${currency.toLowerCase()}`;
}
