import type { GrowthPackage } from '../../schemas/results';
import { DOMAIN_LABELS } from '../domains';
import { type DomainScore, measured, weakestFirst } from './area-scores';
import { DOMAIN_EXERCISES } from './domain-exercises';

const FOCUS_DOMAINS = 2;

/**
 * A four-week practice plan on the user's weakest measured domains (lowest percent; ties go to DOMAINS order).
 * Two focus domains take two weeks each; a single one takes all four, getting harder each week. With no domain
 * measured there is nothing to focus on, and the plan is empty.
 */
export function growthPackage(domains: readonly DomainScore[]): GrowthPackage {
  const focus = weakestFirst(measured(domains))
    .slice(0, FOCUS_DOMAINS)
    .map((domain) => domain.key);
  const [first, second] = focus;
  if (!first) return { focus: [], weeks: [] };

  const plan = second
    ? [
        { domain: first, stage: 0 },
        { domain: first, stage: 1 },
        { domain: second, stage: 0 },
        { domain: second, stage: 1 },
      ]
    : [0, 1, 2, 3].map((stage) => ({ domain: first, stage }));

  return {
    focus,
    weeks: plan.map(({ domain, stage }, index) => ({
      week: index + 1,
      focus: DOMAIN_LABELS[domain],
      exercises: [...DOMAIN_EXERCISES[domain][stage as 0 | 1 | 2 | 3]],
    })),
  };
}
