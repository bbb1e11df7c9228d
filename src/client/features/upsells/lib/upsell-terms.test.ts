import { describe, expect, it } from 'vitest';
import { upsellTerms } from './upsell-terms';

describe('upsellTerms', () => {
  it('states the one-off price of each upsell', () => {
    expect(upsellTerms('ultra')).toBe('One-time payment of $9.99. No subscription.');
    expect(upsellTerms('extended')).toBe('One-time payment of $7.99. No subscription.');
    expect(upsellTerms('cognitive-growth-retention')).toBe('One-time payment of $4.99. No subscription.');
  });
});
