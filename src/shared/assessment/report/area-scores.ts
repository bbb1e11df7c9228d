import type { AreaScore } from '../../schemas/results';
import { DOMAINS, DOMAIN_LABELS, QUESTION_TYPES, type Domain, type QuestionType } from '../domains';

/** One item of a finished attempt as the report reads it. An unanswered scored item counts as not correct. */
export interface AnsweredItem {
  domain: Domain | null;
  type: QuestionType;
  answered: boolean;
  correct: boolean;
}

export type DomainScore = AreaScore & { key: Domain };
export type QuestionTypeScore = AreaScore & { key: QuestionType };
export type DomainLevel = 'strength' | 'average' | 'growth';

/**
 * A domain is a strength at 70 % or more and an area for growth below 50 %, read on the whole percent the
 * report shows, so what the user sees and the advice they get never disagree.
 */
export const STRENGTH_MIN_PERCENT = 70;
export const GROWTH_BELOW_PERCENT = 50;

export function domainLevel(percent: number): DomainLevel {
  if (percent >= STRENGTH_MIN_PERCENT) return 'strength';
  if (percent < GROWTH_BELOW_PERCENT) return 'growth';
  return 'average';
}

export function wholePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

function tally(items: readonly AnsweredItem[]): { correct: number; total: number; percent: number } {
  const correct = items.filter((item) => item.correct).length;
  return { correct, total: items.length, percent: wholePercent(correct, items.length) };
}

/** Demographic items carry no right answer; they never count towards a score. */
function scoredItems(items: readonly AnsweredItem[]): AnsweredItem[] {
  return items.filter((item) => item.type !== 'demographic');
}

/** The five domains in DOMAINS order, each with correct of scored items (0 of 0 when the test had none). */
export function domainScores(items: readonly AnsweredItem[]): DomainScore[] {
  const scored = scoredItems(items).filter((item) => item.domain !== null);
  return DOMAINS.map((key) => ({
    key,
    label: DOMAIN_LABELS[key],
    ...tally(scored.filter((item) => item.domain === key)),
  }));
}

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  verbal: 'Verbal',
  numerical: 'Numerical',
  pattern: 'Pattern',
  spatial: 'Spatial',
  logical: 'Logical',
  memory: 'Memory',
  demographic: 'About you',
};

/** Scored question types that the test actually asked, in QUESTION_TYPES order. */
export function questionTypeScores(items: readonly AnsweredItem[]): QuestionTypeScore[] {
  const scored = scoredItems(items);
  return QUESTION_TYPES.filter((key) => key !== 'demographic')
    .map((key) => ({ key, label: QUESTION_TYPE_LABELS[key], ...tally(scored.filter((item) => item.type === key)) }))
    .filter((score) => score.total > 0);
}

/** Areas with at least one item: an area the test did not ask about says nothing about the user. */
export function measured<T extends AreaScore>(scores: readonly T[]): T[] {
  return scores.filter((score) => score.total > 0);
}

/** Lowest percent first; ties keep the given order (DOMAINS order for domains), since Array.sort is stable. */
export function weakestFirst<T extends AreaScore>(scores: readonly T[]): T[] {
  return [...scores].sort((a, b) => a.percent - b.percent);
}

/** Highest percent first; ties keep the given order. */
export function strongestFirst<T extends AreaScore>(scores: readonly T[]): T[] {
  return [...scores].sort((a, b) => b.percent - a.percent);
}
