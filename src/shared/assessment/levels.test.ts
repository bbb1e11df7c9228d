import { describe, expect, it } from 'vitest';
import { levelForXp, levelProgress, xpForLevel } from './levels';

describe('levels (spec §9)', () => {
  it('starts level L at (L-1)²·100 XP', () => {
    expect([1, 2, 3, 4, 10].map(xpForLevel)).toEqual([0, 100, 400, 900, 8100]);
  });

  it('finds the level of a total, exactly at the boundaries', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(399)).toBe(2);
    expect(levelForXp(400)).toBe(3);
    expect(levelForXp(8100)).toBe(10);
    expect(levelForXp(8099)).toBe(9);
  });

  it('reports progress to the next level and "almost there" from 90 %', () => {
    expect(levelProgress(250)).toEqual({ level: 2, totalXp: 250, levelStartXp: 100, nextLevelXp: 400, percent: 50, almostThere: false });
    expect(levelProgress(369).almostThere).toBe(false); // 89 %
    expect(levelProgress(370).almostThere).toBe(true); // 90 %
  });
});
