import type { CognitiveAnalysis } from '../../schemas/results';
import { DOMAIN_WEIGHTS } from '../domains';
import { type DomainLevel, type DomainScore, domainLevel, measured, strongestFirst, weakestFirst } from './area-scores';
import { DOMAIN_GUIDES } from './domain-guides';

const LEVEL_MEANING: Record<DomainLevel, string> = {
  strength: 'a strength: 70% or more right',
  average: 'in the middle range: from half to just under 70% right',
  growth: 'an area for growth: under half right',
};

function levelSentence(domain: DomainScore, level: DomainLevel): string {
  const items = domain.total === 1 ? 'question' : 'questions';
  return `You answered ${domain.correct} of ${domain.total} ${items} correctly (${domain.percent}%), which makes it ${LEVEL_MEANING[level]}.`;
}

function summaryOf(domains: readonly DomainScore[]): string {
  const highest = strongestFirst(domains)[0];
  const lowest = weakestFirst(domains)[0];
  if (!highest || !lowest) return 'No domain was measured in this test, so there is no domain profile to show.';
  if (domains.length === 1) return `This test measured one domain, ${highest.label}, where you scored ${highest.percent}%.`;
  if (highest.percent === lowest.percent) {
    return `You scored the same (${highest.percent}%) in every domain this test measured, so none stands out as stronger or weaker.`;
  }
  return (
    `Your strongest domain was ${highest.label} (${highest.percent}%) and your weakest was ${lowest.label} (${lowest.percent}%). ` +
    'Each domain rests on a handful of questions, so read these as pointers for practice, not as a clinical assessment.'
  );
}

/**
 * The domain-by-domain reading of one result: what each measured domain asks of the taker, how this user did and
 * how much the domain weighs in the score. Domains the test did not ask about are left out: there is nothing true
 * to say about them.
 */
export function cognitiveAnalysis(domains: readonly DomainScore[]): CognitiveAnalysis {
  const shown = measured(domains);
  return {
    summary: summaryOf(shown),
    domains: shown.map((domain) => {
      const level = domainLevel(domain.percent);
      return {
        ...domain,
        weight: DOMAIN_WEIGHTS[domain.key],
        level,
        description: `${DOMAIN_GUIDES[domain.key].measures} ${levelSentence(domain, level)}`,
      };
    }),
  };
}
