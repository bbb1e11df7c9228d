import { levelProgress } from '@shared/assessment/levels';
import { describe, expect, it } from 'vitest';
import { levelText } from './level-text';

describe('levelText', () => {
  it('counts the XP within the level and what is left to the next', () => {
    expect(levelText(levelProgress(0))).toEqual({ earned: 0, span: 100, toNext: '100 XP to level 2' });
    expect(levelText(levelProgress(250))).toEqual({ earned: 150, span: 300, toNext: '150 XP to level 3' });
  });

  it('says almost there from 90 % of the way', () => {
    expect(levelText(levelProgress(89)).toNext).toBe('11 XP to level 2');
    expect(levelText(levelProgress(90)).toNext).toBe('Almost there! 10 XP to level 2');
  });
});
