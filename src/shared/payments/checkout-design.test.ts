import { describe, expect, it } from 'vitest';
import { designForVisitor } from './checkout-design';

describe('checkout design per visitor', () => {
  it('gives everyone the one design the operator chose', () => {
    expect(designForVisitor('checkout', 'v1')).toBe('checkout');
    expect(designForVisitor('paywall', 'v1')).toBe('paywall');
  });

  it('splits visitors about evenly and gives each visitor the same design every time', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `visitor-${i}-${(i * 7919) % 1000}`);
    const paywall = ids.filter((id) => designForVisitor('split', id) === 'paywall').length;
    expect(paywall).toBeGreaterThan(900);
    expect(paywall).toBeLessThan(1100);
    for (const id of ids.slice(0, 50)) expect(designForVisitor('split', id)).toBe(designForVisitor('split', id));
  });
});
