import { describe, expect, it } from 'vitest';
import { DOMAIN_WEIGHTS, domainWeight } from './domains';
import { type ScoredAnswer, fasterThan, iqFromShare, scoreIqTest, strongestDomain, weightedShare } from './iq-score';

const item = (domain: string | null, correct: boolean): ScoredAnswer => ({ domain, correct });

describe('domain weights (spec §9)', () => {
  it('uses the five weights and 1 for any other domain', () => {
    expect(DOMAIN_WEIGHTS).toEqual({
      verbal_comprehension: 1.1,
      fluid_reasoning: 1.3,
      visual_spatial: 1.2,
      working_memory: 1.25,
      processing_speed: 1.15,
    });
    expect(domainWeight('something_else')).toBe(1);
    expect(domainWeight(null)).toBe(1);
  });

  it('weights the share of correct answers by domain', () => {
    // 1.3 right out of 1.3 + 1.1.
    expect(weightedShare([item('fluid_reasoning', true), item('verbal_comprehension', false)])).toBeCloseTo(1.3 / 2.4, 12);
    // An unknown domain weighs 1: 1 right out of 1 + 1.25.
    expect(weightedShare([item('other', true), item('working_memory', false)])).toBeCloseTo(1 / 2.25, 12);
    expect(weightedShare([])).toBe(0);
  });
});

describe('IQ from the weighted share (spec §9)', () => {
  it('has the four ranges with their exact boundaries', () => {
    expect(iqFromShare(0.9, 1)).toBe(140);
    expect(iqFromShare(0.8999, 1)).toBe(Math.round(115 + (0.8999 - 0.7) * 125)); // 140 from the lower range
    expect(iqFromShare(0.7, 1)).toBe(115);
    expect(iqFromShare(0.6999, 1)).toBe(Math.round(85 + (0.6999 - 0.3) * 75)); // 115
    expect(iqFromShare(0.3, 1)).toBe(85);
    expect(iqFromShare(0.2999, 1)).toBe(Math.round(70 + 0.2999 * 50)); // 85
  });

  it('applies each range formula inside the range', () => {
    expect(iqFromShare(0.95, 5)).toBe(150); // 140 + 0.05 * 200
    expect(iqFromShare(0.8, 5)).toBe(128); // 115 + 0.1 * 125 = 127.5 → 128
    expect(iqFromShare(0.5, 5)).toBe(100); // 85 + 0.2 * 75
    expect(iqFromShare(0.1, 5)).toBe(75); // 70 + 0.1 * 50
  });

  it('rounds half up', () => {
    expect(iqFromShare(0.34, 5)).toBe(88); // 85 + 0.04 * 75 = 88.0
    expect(iqFromShare(0.306, 5)).toBe(85); // 85.45 → 85
    expect(iqFromShare(0.31, 5)).toBe(86); // 85.75 → 86
  });

  it('clamps to 70–160', () => {
    expect(iqFromShare(1, 27)).toBe(160); // 140 + 0.1 * 200 = 160 exactly
    expect(iqFromShare(1.2, 27)).toBe(160); // beyond the top is clamped
    expect(iqFromShare(0.0001, 1)).toBe(70);
    expect(iqFromShare(-0.5, 1)).toBe(70);
  });

  it('gives 85 for no correct answers, whatever the share says', () => {
    expect(iqFromShare(0, 0)).toBe(85);
    expect(scoreIqTest([item('fluid_reasoning', false), item('working_memory', false)]).score).toBe(85);
    expect(scoreIqTest([]).score).toBe(85);
  });
});

describe('fasterThan (spec §9)', () => {
  it('is 50, plus 15 above 100, within 15–95', () => {
    expect(fasterThan(100)).toBe(50);
    expect(fasterThan(101)).toBe(65);
    expect(fasterThan(70)).toBe(50);
    expect(fasterThan(160)).toBe(65);
  });
});

describe('scoreIqTest', () => {
  it('scores a full sheet', () => {
    const answers = [
      ...Array.from({ length: 10 }, () => item('fluid_reasoning', true)),
      ...Array.from({ length: 10 }, () => item('verbal_comprehension', false)),
    ];
    const r = (10 * 1.3) / (10 * 1.3 + 10 * 1.1);
    const result = scoreIqTest(answers);
    expect(result.weightedShare).toBeCloseTo(r, 12);
    expect(result.score).toBe(Math.round(85 + (r - 0.3) * 75));
    expect(result.correctAnswers).toBe(10);
    expect(result.scoredQuestions).toBe(20);
    expect(result.accuracy).toBe(50);
    expect(result.fasterThan).toBe(65);
    expect(result.strongestDomain).toBe('fluid_reasoning');
  });

  it('all correct gives the maximum', () => {
    expect(scoreIqTest(Array.from({ length: 27 }, () => item('visual_spatial', true))).score).toBe(160);
  });
});

describe('strongestDomain', () => {
  it('picks the best share, then more correct answers', () => {
    expect(strongestDomain([item('working_memory', true), item('working_memory', false), item('visual_spatial', true)])).toBe('visual_spatial');
    expect(strongestDomain([item('working_memory', true), item('working_memory', true), item('visual_spatial', true)])).toBe('working_memory');
  });

  it('is null when nothing is right', () => {
    expect(strongestDomain([item('working_memory', false)])).toBeNull();
  });
});
