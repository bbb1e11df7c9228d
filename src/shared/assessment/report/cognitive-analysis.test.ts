import { describe, expect, it } from 'vitest';
import { cognitiveAnalysis, domainScores } from '../report-content';
import { domainItems, items } from './test-items';

describe('cognitiveAnalysis', () => {
  it('gives each measured domain its weight, level at the thresholds and a description of what it measures', () => {
    const analysis = cognitiveAnalysis(
      domainScores([
        ...domainItems('verbal_comprehension', 7, 10),
        ...domainItems('fluid_reasoning', 69, 100),
        ...domainItems('visual_spatial', 1, 2),
        ...domainItems('working_memory', 49, 100),
      ]),
    );
    expect(analysis.domains.map((d) => [d.key, d.weight, d.level])).toEqual([
      ['verbal_comprehension', 1.1, 'strength'],
      ['fluid_reasoning', 1.3, 'average'],
      ['visual_spatial', 1.2, 'average'],
      ['working_memory', 1.25, 'growth'],
    ]);
    expect(analysis.domains[0]?.description).toMatch(/^Verbal comprehension is how well you understand words/);
    expect(analysis.domains[0]?.description).toContain('7 of 10 questions correctly (70%), which makes it a strength');
    expect(analysis.domains[3]?.description).toContain('an area for growth');
    expect(analysis.summary).toMatch(/^Your strongest domain was Verbal Comprehension \(70%\) and your weakest was Working Memory \(49%\)\./);
  });

  it('leaves out domains the test did not ask about', () => {
    const analysis = cognitiveAnalysis(domainScores(domainItems('processing_speed', 1, 1)));
    expect(analysis.domains).toHaveLength(1);
    expect(analysis.domains[0]?.description).toContain('1 of 1 question correctly');
    expect(analysis.summary).toBe('This test measured one domain, Processing Speed, where you scored 100%.');
  });

  it('names the first domain in DOMAINS order on a tie, and says so when all are equal', () => {
    const tied = cognitiveAnalysis(
      domainScores([...domainItems('visual_spatial', 1, 2), ...domainItems('working_memory', 1, 2), ...domainItems('fluid_reasoning', 2, 2)]),
    );
    expect(tied.summary).toMatch(/^Your strongest domain was Fluid Reasoning \(100%\) and your weakest was Visual-Spatial \(50%\)/);
    const equal = cognitiveAnalysis(domainScores([...domainItems('visual_spatial', 1, 2), ...domainItems('working_memory', 1, 2)]));
    expect(equal.summary).toMatch(/^You scored the same \(50%\) in every domain/);
  });

  it('has nothing to show when no domain was measured', () => {
    const empty = cognitiveAnalysis(domainScores(items(null, 'demographic', { right: 2 })));
    expect(empty.domains).toEqual([]);
    expect(empty.summary).toMatch(/^No domain was measured/);
  });
});
