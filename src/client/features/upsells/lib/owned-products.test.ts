import type { EntitlementsResponse } from '@shared/schemas/payments';
import { describe, expect, it } from 'vitest';
import { isOwned, ownedProducts } from './owned-products';

describe('isOwned', () => {
  it('is false while nothing is known or nothing is owned', () => {
    expect(isOwned('ultra', undefined)).toBe(false);
    expect(isOwned('ultra', { products: [], entitlements: [] })).toBe(false);
  });

  it('is true for a product bought before', () => {
    expect(isOwned('extended', { products: ['extended'], entitlements: ['extended-analysis'] })).toBe(true);
  });

  it('is true for a product whose every grant is owned through another purchase', () => {
    const owned: EntitlementsResponse = {
      products: ['trial', 'ultra'],
      entitlements: ['full-report', 'certificate', 'early-access-games', 'extended-analysis', 'personalised-certificate'],
    };
    expect(isOwned('extended', owned)).toBe(true);
    expect(isOwned('premium-bundle-retention', owned)).toBe(true);
    expect(isOwned('cognitive-analysis-report', owned)).toBe(false);
  });

  it('is false when only part of a bundle is owned', () => {
    expect(isOwned('ultra', { products: ['extended'], entitlements: ['extended-analysis'] })).toBe(false);
  });
});

describe('ownedProducts', () => {
  it('lists the bought products in the catalogue order', () => {
    expect(ownedProducts({ products: ['cognitive-growth-retention', 'trial', 'ultra'], entitlements: [] })).toEqual([
      'trial',
      'ultra',
      'cognitive-growth-retention',
    ]);
    expect(ownedProducts(undefined)).toEqual([]);
  });
});
