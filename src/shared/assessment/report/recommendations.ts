import type { Recommendation } from '../../schemas/results';
import { type DomainScore, domainLevel, measured, strongestFirst, weakestFirst } from './area-scores';
import { DOMAIN_GUIDES } from './domain-guides';

function tallyText(domain: DomainScore): string {
  return `${domain.correct} of ${domain.total} ${domain.label} questions correct (${domain.percent}%)`;
}

function strength(domain: DomainScore): Recommendation {
  return {
    domain: domain.key,
    kind: 'strength',
    title: `${domain.label} is a strength`,
    text: `You had ${tallyText(domain)}. ${DOMAIN_GUIDES[domain.key].strengthAdvice}`,
  };
}

function growth(domain: DomainScore): Recommendation {
  return {
    domain: domain.key,
    kind: 'growth',
    title: `Build your ${domain.label}`,
    text: `You had ${tallyText(domain)}. ${DOMAIN_GUIDES[domain.key].growthAdvice}`,
  };
}

/** No domain is weak: the lowest one still has room, so the advice is to raise the difficulty. */
function keepStretching(domain: DomainScore): Recommendation {
  return {
    domain: domain.key,
    kind: 'growth',
    title: `Keep stretching your ${domain.label}`,
    text: `${domain.label} was your lowest area, with ${tallyText(domain)}, and none of your areas is weak. ${DOMAIN_GUIDES[domain.key].stretchAdvice}`,
  };
}

/** No domain reached the strength mark: name the best one as the best, without calling it a strength. */
function bestArea(domain: DomainScore): Recommendation {
  return {
    domain: domain.key,
    kind: 'strength',
    title: `Your best area: ${domain.label}`,
    text: `${domain.label} was your highest area on this test, with ${tallyText(domain)}. ${DOMAIN_GUIDES[domain.key].stretchAdvice}`,
  };
}

/**
 * Advice that follows the user's answers by domain: each weak domain (under 50 %) gets a growth recommendation,
 * weakest first, then each strong domain (70 % or more) a strength recommendation, strongest first. Domains the
 * test did not ask about are skipped. With no weak domain the lowest one gets "keep stretching"; with no strong
 * domain the highest gets "your best area", unless it is itself weak (every domain under 50 %), because calling
 * a weak area a strength would not be honest. "Keep stretching" is skipped when the lowest domain is itself strong
 * or is also the highest (one measured domain, or all tied): no domain is ever both the growth and the strength.
 */
export function growthRecommendations(domains: readonly DomainScore[]): Recommendation[] {
  const ranked = weakestFirst(measured(domains));
  const weak = ranked.filter((d) => domainLevel(d.percent) === 'growth');
  const strong = strongestFirst(ranked.filter((d) => domainLevel(d.percent) === 'strength'));
  const lowest = ranked[0];
  const highest = strongestFirst(ranked)[0];
  if (!lowest || !highest) return [];

  const stretchLowest = domainLevel(lowest.percent) !== 'strength' && lowest.key !== highest.key;
  const growthPart = weak.length > 0 ? weak.map(growth) : stretchLowest ? [keepStretching(lowest)] : [];
  let strengthPart: Recommendation[] = strong.map(strength);
  if (strong.length === 0 && domainLevel(highest.percent) !== 'growth') strengthPart = [bestArea(highest)];
  return [...growthPart, ...strengthPart];
}
