import { describe, expect, it } from 'vitest';
import { CONFETTI_BURSTS } from './confetti-bursts';

describe('CONFETTI_BURSTS', () => {
  it('bursts at 500 ms, then from both sides 200 ms and 400 ms later', () => {
    expect(CONFETTI_BURSTS.map((b) => b.delayMs)).toEqual([500, 700, 700, 900, 900]);
    const sides = CONFETTI_BURSTS.filter((b) => b.delayMs > 500).map((b) => b.options.origin.x);
    expect(sides).toEqual([0, 1, 0, 1]);
  });
});
