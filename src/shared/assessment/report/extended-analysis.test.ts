import { describe, expect, it } from 'vitest';
import { extendedAnalysis, type ExtendedAnalysisInput } from '../report-content';
import { items } from './test-items';

const answers = [
  ...items('fluid_reasoning', 'pattern', { right: 4, wrong: 1 }),
  ...items('verbal_comprehension', 'verbal', { right: 1, wrong: 2, skipped: 1 }),
  ...items('working_memory', 'memory', { right: 2, skipped: 1 }),
  ...items(null, 'demographic', { right: 2 }),
];
const result: ExtendedAnalysisInput['result'] = {
  resultId: 'r2',
  iqScore: 108,
  correctAnswers: 7,
  scoredQuestions: 12,
  answeredCount: 12, // 10 scored answers and 2 demographic ones
  accuracy: 58,
  timeTakenSeconds: 371,
};
const history = [
  { resultId: 'r1', completedAt: '2026-11-01T10:00:00.000Z', score: 101 },
  { resultId: 'r2', completedAt: '2026-11-10T10:00:00.000Z', score: 108 },
  { resultId: 'r3', completedAt: '2026-11-20T10:00:00.000Z', score: 95 },
];

describe('extendedAnalysis', () => {
  const analysis = extendedAnalysis({ items: answers, result, history });

  it('carries the counts, with answered counting scored questions only', () => {
    expect(analysis).toMatchObject({ accuracyPercent: 58, answeredCount: 10, scoredQuestions: 12, correctAnswers: 7 });
    expect(analysis.scoreHistory).toEqual(history);
  });

  it('gives the mean seconds per answer to one decimal, null when nothing was answered', () => {
    expect(analysis.secondsPerAnswer).toBe(30.9); // 371 / 12 = 30.916…
    const none = extendedAnalysis({ items: items('fluid_reasoning', 'pattern', { skipped: 3 }), result: { ...result, answeredCount: 0 }, history });
    expect(none.secondsPerAnswer).toBeNull();
  });

  it('breaks the answers down by scored question type', () => {
    expect(analysis.byQuestionType.map((t) => [t.key, t.correct, t.total, t.percent])).toEqual([
      ['verbal', 1, 4, 25],
      ['pattern', 4, 5, 80],
      ['memory', 2, 3, 67],
    ]);
  });

  it('writes three to five insights from the data: skipped, accuracy of answers, question types, pace, change', () => {
    expect(analysis.insights).toEqual([
      'You answered 10 of 12 scored questions; the 2 questions you left unanswered counted as incorrect.',
      'Of the questions you answered, 7 were correct (70%); across all 12 scored questions that is 58%.',
      'Your best question type was Pattern (4 of 5, 80%) and the hardest for you was Verbal (1 of 4, 25%).',
      'You spent 30.9 seconds per answer on average, 6 min 11 s in all.',
      'Your score of 108 is 7 points higher than your previous result (101).',
    ]);
  });

  it('compares with the result just before this one, whichever result the report shows', () => {
    const latest = extendedAnalysis({ items: answers, result: { ...result, resultId: 'r3', iqScore: 95 }, history });
    expect(latest.insights.at(-1)).toBe('Your score of 95 is 13 points lower than your previous result (108).');
    const same = extendedAnalysis({ items: answers, result: { ...result, iqScore: 101 }, history });
    expect(same.insights.at(-1)).toBe('Your score of 101 is the same as your previous result.');
    const first = extendedAnalysis({ items: answers, result: { ...result, resultId: 'r1' }, history });
    expect(first.insights.at(-1)).toMatch(/^There is no earlier result/);
    expect(extendedAnalysis({ items: answers, result, history: [] }).insights.at(-1)).toMatch(/^There is no earlier result/);
  });

  it('says all were answered and states accuracy plainly when nothing was skipped', () => {
    const all = items('fluid_reasoning', 'pattern', { right: 3, wrong: 1 });
    const done = extendedAnalysis({
      items: all,
      result: { ...result, correctAnswers: 3, scoredQuestions: 4, answeredCount: 4, accuracy: 75, timeTakenSeconds: 40 },
      history: [],
    });
    expect(done.insights.slice(0, 3)).toEqual([
      'You answered all 4 scored questions.',
      '3 of your 4 answers were correct (75%).',
      'You spent 10 seconds per answer on average, 40 s in all.',
    ]);
  });

  it('still explains a result with no answers at all, in at least three sentences', () => {
    const empty = extendedAnalysis({
      items: items('fluid_reasoning', 'pattern', { skipped: 27 }),
      result: { ...result, iqScore: 85, correctAnswers: 0, scoredQuestions: 27, answeredCount: 0, accuracy: 0, timeTakenSeconds: 900 },
      history: [],
    });
    expect(empty.answeredCount).toBe(0);
    expect(empty.insights).toEqual([
      'You did not answer any of the 27 scored questions, so each one counted as incorrect.',
      'With no correct answer, the scoring rules set the score to 85.',
      'There is no earlier result to compare with yet; take the test again later to see your trend.',
    ]);
  });

  it('says so when every question type scored the same', () => {
    const even = [...items('fluid_reasoning', 'pattern', { right: 1, wrong: 1 }), ...items('working_memory', 'memory', { right: 1, wrong: 1 })];
    const out = extendedAnalysis({ items: even, result: { ...result, correctAnswers: 2, scoredQuestions: 4, answeredCount: 4, accuracy: 50 }, history: [] });
    expect(out.insights).toContain('You did equally well on every question type (50%).');
    expect(out.insights.length).toBeGreaterThanOrEqual(3);
    expect(out.insights.length).toBeLessThanOrEqual(5);
  });
});
