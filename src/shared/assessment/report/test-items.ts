import type { Domain, QuestionType } from '../domains';
import type { AnsweredItem } from './area-scores';

/** Test helper: `right` correct and `wrong` incorrect answered items, plus `skipped` unanswered ones. */
export function items(
  domain: Domain | null,
  type: QuestionType,
  counts: { right?: number; wrong?: number; skipped?: number },
): AnsweredItem[] {
  const make = (n: number, answered: boolean, correct: boolean) =>
    Array.from({ length: n }, () => ({ domain, type, answered, correct }));
  return [...make(counts.right ?? 0, true, true), ...make(counts.wrong ?? 0, true, false), ...make(counts.skipped ?? 0, false, false)];
}

/** Test helper: a domain with the given correct of total, all answered. */
export function domainItems(domain: Domain, correct: number, total: number, type: QuestionType = 'logical'): AnsweredItem[] {
  return items(domain, type, { right: correct, wrong: total - correct });
}
