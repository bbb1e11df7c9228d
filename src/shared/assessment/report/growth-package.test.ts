import { describe, expect, it } from 'vitest';
import { domainScores, growthPackage } from '../report-content';
import { DOMAIN_EXERCISES } from './domain-exercises';
import { domainItems } from './test-items';

describe('growthPackage', () => {
  it('focuses on the two weakest domains: weeks 1–2 on the first, 3–4 on the second, three exercises a week', () => {
    const plan = growthPackage(
      domainScores([
        ...domainItems('verbal_comprehension', 4, 5),
        ...domainItems('fluid_reasoning', 3, 5),
        ...domainItems('visual_spatial', 1, 5),
        ...domainItems('working_memory', 2, 5),
        ...domainItems('processing_speed', 5, 5),
      ]),
    );
    expect(plan.focus).toEqual(['visual_spatial', 'working_memory']);
    expect(plan.weeks.map((w) => [w.week, w.focus])).toEqual([
      [1, 'Visual-Spatial'],
      [2, 'Visual-Spatial'],
      [3, 'Working Memory'],
      [4, 'Working Memory'],
    ]);
    expect(plan.weeks.every((w) => w.exercises.length === 3)).toBe(true);
    expect(plan.weeks[0]?.exercises).toEqual(DOMAIN_EXERCISES.visual_spatial[0]);
    expect(plan.weeks[1]?.exercises).toEqual(DOMAIN_EXERCISES.visual_spatial[1]);
    expect(plan.weeks[2]?.exercises).toEqual(DOMAIN_EXERCISES.working_memory[0]);
    expect(plan.weeks[2]?.exercises.join(' ')).toContain('Digit span');
  });

  it('breaks ties by DOMAINS order', () => {
    const plan = growthPackage(
      domainScores([...domainItems('processing_speed', 1, 4), ...domainItems('working_memory', 1, 4), ...domainItems('fluid_reasoning', 1, 4)]),
    );
    expect(plan.focus).toEqual(['fluid_reasoning', 'working_memory']);
  });

  it('spends all four weeks, each a step on, on a single measured domain', () => {
    const plan = growthPackage(domainScores(domainItems('fluid_reasoning', 5, 8)));
    expect(plan.focus).toEqual(['fluid_reasoning']);
    expect(plan.weeks.map((w) => w.exercises)).toEqual(DOMAIN_EXERCISES.fluid_reasoning.map((week) => [...week]));
    expect(new Set(plan.weeks.flatMap((w) => w.exercises)).size).toBe(12);
  });

  it('is empty when no domain was measured', () => {
    expect(growthPackage(domainScores([]))).toEqual({ focus: [], weeks: [] });
  });

  it('has four distinct weeks of three exercises for every domain', () => {
    for (const weeks of Object.values(DOMAIN_EXERCISES)) {
      expect(weeks).toHaveLength(4);
      expect(new Set(weeks.flat()).size).toBe(12);
    }
  });
});
