import { describe, expect, it } from 'vitest';
import { DOMAINS } from './domains';
import { domainLevel, domainScores, growthRecommendations, questionTypeScores } from './report-content';
import { domainItems, items } from './report/test-items';

describe('domainScores', () => {
  it('gives the five domains in order with correct of scored items, unanswered counting as wrong', () => {
    const scores = domainScores([
      ...items('fluid_reasoning', 'pattern', { right: 2, wrong: 1, skipped: 1 }),
      ...items('verbal_comprehension', 'verbal', { right: 1, wrong: 2 }),
    ]);
    expect(scores.map((s) => s.key)).toEqual([...DOMAINS]);
    expect(scores[0]).toEqual({ key: 'verbal_comprehension', label: 'Verbal Comprehension', correct: 1, total: 3, percent: 33 });
    expect(scores[1]).toEqual({ key: 'fluid_reasoning', label: 'Fluid Reasoning', correct: 2, total: 4, percent: 50 });
  });

  it('gives 0 of 0 at 0 % for a domain without items and ignores demographic and domain-less items', () => {
    const scores = domainScores([
      ...items(null, 'demographic', { right: 3 }),
      ...items(null, 'logical', { right: 2 }),
      ...items('working_memory', 'demographic', { right: 2 }),
      ...domainItems('working_memory', 2, 3, 'memory'),
    ]);
    expect(scores.find((s) => s.key === 'working_memory')).toMatchObject({ correct: 2, total: 3, percent: 67 });
    expect(scores.filter((s) => s.key !== 'working_memory').every((s) => s.total === 0 && s.percent === 0)).toBe(true);
  });

  it('answers all zeros for no items at all', () => {
    expect(domainScores([]).map((s) => [s.correct, s.total, s.percent])).toEqual(DOMAINS.map(() => [0, 0, 0]));
  });
});

describe('questionTypeScores', () => {
  it('lists only scored types the test asked, in QUESTION_TYPES order, never demographic', () => {
    const scores = questionTypeScores([
      ...items('working_memory', 'memory', { right: 1, wrong: 1 }),
      ...items(null, 'demographic', { right: 4 }),
      ...items('processing_speed', 'verbal', { right: 1, skipped: 2 }),
      ...items('fluid_reasoning', 'pattern', { right: 5 }),
    ]);
    expect(scores).toEqual([
      { key: 'verbal', label: 'Verbal', correct: 1, total: 3, percent: 33 },
      { key: 'pattern', label: 'Pattern', correct: 5, total: 5, percent: 100 },
      { key: 'memory', label: 'Memory', correct: 1, total: 2, percent: 50 },
    ]);
    expect(questionTypeScores([])).toEqual([]);
  });
});

describe('domain levels: strength at 70 % or more, growth under 50 %', () => {
  it.each([
    [100, 'strength'],
    [70, 'strength'],
    [69, 'average'],
    [50, 'average'],
    [49, 'growth'],
    [0, 'growth'],
  ] as const)('%i %% is %s', (percent, level) => {
    expect(domainLevel(percent)).toBe(level);
  });

  it('applies to the rounded percent the user sees (69.5 % shows as 70 % and is a strength)', () => {
    const [verbal] = domainScores(domainItems('verbal_comprehension', 139, 200));
    expect(verbal?.percent).toBe(70);
    expect(growthRecommendations(domainScores(domainItems('verbal_comprehension', 139, 200))).map((r) => r.kind)).toEqual(['strength']);
  });
});

/** Recommendations as [kind, domain] pairs for a map of domain → [correct, total]. */
function recommend(pattern: Partial<Record<(typeof DOMAINS)[number], [number, number]>>) {
  const answers = Object.entries(pattern).flatMap(([domain, [correct, total]]) => domainItems(domain as (typeof DOMAINS)[number], correct, total));
  return growthRecommendations(domainScores(answers));
}
const kinds = (recs: ReturnType<typeof recommend>) => recs.map((r) => [r.kind, r.domain]);

describe('growthRecommendations', () => {
  it('follows the answers by domain: two answer patterns give different advice', () => {
    const wordsStrong = recommend({ verbal_comprehension: [5, 5], fluid_reasoning: [1, 5], working_memory: [3, 5] });
    const wordsWeak = recommend({ verbal_comprehension: [1, 5], fluid_reasoning: [5, 5], working_memory: [3, 5] });
    expect(kinds(wordsStrong)).toEqual([['growth', 'fluid_reasoning'], ['strength', 'verbal_comprehension']]);
    expect(kinds(wordsWeak)).toEqual([['growth', 'verbal_comprehension'], ['strength', 'fluid_reasoning']]);
    expect(wordsStrong[0]?.text).toContain('matrix puzzles');
    expect(wordsWeak[0]?.text).toContain('analogies');
    expect(wordsStrong[0]?.text).toContain('1 of 5 Fluid Reasoning questions correct (20%)');
  });

  it('puts growth first, weakest first, then strengths, strongest first; ties in DOMAINS order', () => {
    const recs = recommend({
      verbal_comprehension: [7, 10],
      fluid_reasoning: [2, 10],
      visual_spatial: [4, 10],
      working_memory: [9, 10],
      processing_speed: [2, 10],
    });
    expect(kinds(recs)).toEqual([
      ['growth', 'fluid_reasoning'],
      ['growth', 'processing_speed'],
      ['growth', 'visual_spatial'],
      ['strength', 'working_memory'],
      ['strength', 'verbal_comprehension'],
    ]);
    expect(recs.every((r) => r.title.length > 0 && r.text.split('. ').length >= 2)).toBe(true);
  });

  it('treats 70 % as strong and 69 % or 50 % as neither; 49 % as weak', () => {
    expect(kinds(recommend({ verbal_comprehension: [70, 100], fluid_reasoning: [49, 100] }))).toEqual([
      ['growth', 'fluid_reasoning'],
      ['strength', 'verbal_comprehension'],
    ]);
    // No weak domain and no strong one: the lowest gets "keep stretching", the highest "your best area".
    const middle = recommend({ verbal_comprehension: [69, 100], fluid_reasoning: [50, 100] });
    expect(kinds(middle)).toEqual([['growth', 'fluid_reasoning'], ['strength', 'verbal_comprehension']]);
    expect(middle[0]?.title).toBe('Keep stretching your Fluid Reasoning');
    expect(middle[1]?.title).toBe('Your best area: Verbal Comprehension');
  });

  it('with no weak domain, gives one "keep stretching" growth for the lowest when it is not strong', () => {
    const recs = recommend({ visual_spatial: [3, 5], working_memory: [5, 5], processing_speed: [4, 5] });
    expect(kinds(recs)).toEqual([
      ['growth', 'visual_spatial'],
      ['strength', 'working_memory'],
      ['strength', 'processing_speed'],
    ]);
    expect(recs[0]?.title).toMatch(/^Keep stretching/);
  });

  it('when every domain is strong, gives only strengths: no domain is both growth and strength', () => {
    const recs = recommend({ visual_spatial: [4, 5], working_memory: [5, 5], processing_speed: [4, 5] });
    expect(kinds(recs)).toEqual([
      ['strength', 'working_memory'],
      ['strength', 'visual_spatial'],
      ['strength', 'processing_speed'],
    ]);
    expect(recs.some((r) => r.title.startsWith('Keep stretching'))).toBe(false);
  });

  it('with one measured domain, advises on it once: growth when weak, else strength or best area', () => {
    expect(kinds(recommend({ working_memory: [1, 5] }))).toEqual([['growth', 'working_memory']]);
    expect(kinds(recommend({ working_memory: [5, 5] }))).toEqual([['strength', 'working_memory']]);
    const average = recommend({ working_memory: [3, 5] });
    expect(kinds(average)).toEqual([['strength', 'working_memory']]);
    expect(average[0]?.title).toBe('Your best area: Working Memory');
  });

  it('never names the same domain twice when the measured domains tie', () => {
    const recs = recommend({ verbal_comprehension: [3, 5], fluid_reasoning: [3, 5] });
    expect(kinds(recs)).toEqual([['strength', 'verbal_comprehension']]);
    expect(new Set(recs.map((r) => r.domain)).size).toBe(recs.length);
  });

  it('with no strong domain, names the highest as the best area, but not when every domain is weak', () => {
    expect(kinds(recommend({ verbal_comprehension: [3, 5], fluid_reasoning: [1, 5] }))).toEqual([
      ['growth', 'fluid_reasoning'],
      ['strength', 'verbal_comprehension'],
    ]);
    expect(kinds(recommend({ verbal_comprehension: [2, 5], fluid_reasoning: [1, 5] }))).toEqual([
      ['growth', 'fluid_reasoning'],
      ['growth', 'verbal_comprehension'],
    ]);
  });

  it('skips domains the test did not ask about and gives nothing when no domain was measured', () => {
    expect(kinds(recommend({ working_memory: [0, 5] }))).toEqual([['growth', 'working_memory']]);
    expect(growthRecommendations(domainScores([]))).toEqual([]);
    expect(growthRecommendations(domainScores(items(null, 'demographic', { right: 4 })))).toEqual([]);
  });
});
