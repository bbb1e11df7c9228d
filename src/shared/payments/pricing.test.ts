import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_CENTS, applyPromo, trialPriceCents } from './pricing';
import { PRODUCTS, SUBSCRIPTION_PLAN, UPSELL_CODES, formatCents, percentOff } from './products';

describe('prices (spec §9)', () => {
  it('sells the trial at $1.00 against a $19.99 list price, 95% off, then $29.99 a month after 7 days', () => {
    expect(PRODUCTS.trial.priceCents).toBe(100);
    expect(PRODUCTS.trial.listPriceCents).toBe(1999);
    expect(percentOff(PRODUCTS.trial.priceCents, PRODUCTS.trial.listPriceCents)).toBe(95);
    expect(SUBSCRIPTION_PLAN).toMatchObject({ priceCents: 2999, trialDays: 7, interval: 'month' });
  });

  it('prices the upsells as spec §7 and §9 list them', () => {
    const prices = Object.fromEntries(UPSELL_CODES.map((code) => [code, PRODUCTS[code].priceCents]));
    expect(prices).toEqual({
      ultra: 999,
      extended: 799,
      'premium-bundle-retention': 999,
      'cognitive-analysis-report': 799,
      'cognitive-growth-retention': 499,
    });
    expect(percentOff(PRODUCTS.ultra.priceCents, PRODUCTS.ultra.listPriceCents)).toBe(75);
    expect(percentOff(PRODUCTS.extended.priceCents, PRODUCTS.extended.listPriceCents)).toBe(60);
  });

  it('shows no discount without a higher list price', () => {
    expect(percentOff(100, null)).toBeNull();
    expect(percentOff(100, 100)).toBeNull();
  });

  it('formats cents as dollars', () => {
    expect(formatCents(100)).toBe('$1.00');
    expect(formatCents(2999)).toBe('$29.99');
    expect(formatCents(50)).toBe('$0.50');
  });
});

describe('trial price today', () => {
  it('is the offer price while the hold runs and the list price after it', () => {
    expect(trialPriceCents(true)).toBe(100);
    expect(trialPriceCents(false)).toBe(1999);
  });

  it('takes the promo code off that price', () => {
    expect(trialPriceCents(false, { percentOff: 50, amountOffCents: null })).toBe(999);
    expect(trialPriceCents(false, { percentOff: null, amountOffCents: 500 })).toBe(1499);
  });
});

describe('promo discounts', () => {
  it('rounds a percentage to the nearest cent', () => {
    expect(applyPromo(1999, { percentOff: 10, amountOffCents: null })).toBe(1799);
    expect(applyPromo(1999, { percentOff: 15, amountOffCents: null })).toBe(1699);
  });

  it("never goes below Stripe's smallest charge, nor above the price", () => {
    expect(applyPromo(100, { percentOff: 90, amountOffCents: null })).toBe(MIN_CHARGE_CENTS);
    expect(applyPromo(1999, { percentOff: 100, amountOffCents: null })).toBe(MIN_CHARGE_CENTS);
    expect(applyPromo(1999, { percentOff: null, amountOffCents: 5000 })).toBe(MIN_CHARGE_CENTS);
    expect(applyPromo(1999, { percentOff: null, amountOffCents: -300 })).toBe(1999);
  });

  it('leaves the price alone without a code', () => {
    expect(applyPromo(100, null)).toBe(100);
  });
});
