import { describe, expect, it } from 'vitest';
import { nextAfterUpsell } from './next-after-upsell';

describe('nextAfterUpsell', () => {
  it('moves on from the first offer (or its retention) to /upsell-2', () => {
    expect(nextAfterUpsell('ultra')).toBe('/upsell-2');
    expect(nextAfterUpsell('extended')).toBe('/upsell-2');
    expect(nextAfterUpsell('premium-bundle-retention')).toBe('/upsell-2');
  });

  it('ends the chain at /congratulations after the second offer (or its retention)', () => {
    expect(nextAfterUpsell('cognitive-analysis-report')).toBe('/congratulations');
    expect(nextAfterUpsell('cognitive-growth-retention')).toBe('/congratulations');
  });
});
