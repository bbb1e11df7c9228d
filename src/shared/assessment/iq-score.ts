import { DOMAINS, type Domain, domainWeight } from './domains';

/** A scored item as the scoring rule sees it: its domain and whether the taker got it right. */
export interface ScoredAnswer {
  domain: string | null;
  correct: boolean;
}

export const IQ_MIN = 70;
export const IQ_MAX = 160;
export const ZERO_CORRECT_IQ = 85;

/** Spec §9: the weighted share r of correct answers (0 when there is nothing to score). */
export function weightedShare(answers: readonly ScoredAnswer[]): number {
  let total = 0;
  let earned = 0;
  for (const answer of answers) {
    const weight = domainWeight(answer.domain);
    total += weight;
    if (answer.correct) earned += weight;
  }
  return total === 0 ? 0 : earned / total;
}

/** Spec §9: the four ranges of r, rounded and clamped to 70–160. Zero correct answers gives 85. */
export function iqFromShare(r: number, correctCount: number): number {
  if (correctCount === 0) return ZERO_CORRECT_IQ;
  let raw: number;
  if (r >= 0.9) raw = 140 + (r - 0.9) * 200;
  else if (r >= 0.7) raw = 115 + (r - 0.7) * 125;
  else if (r >= 0.3) raw = 85 + (r - 0.3) * 75;
  else raw = 70 + r * 50;
  return Math.min(IQ_MAX, Math.max(IQ_MIN, Math.round(raw)));
}

/** Spec §9: 50, plus 15 when the score is over 100, clamped to 15–95. */
export function fasterThan(score: number): number {
  return Math.min(95, Math.max(15, 50 + (score > 100 ? 15 : 0)));
}

/**
 * The domain where the taker did best: highest share correct among domains with at least one item;
 * ties go to the domain with more correct answers, then to the order of DOMAINS. Null when nothing is right.
 */
export function strongestDomain(answers: readonly ScoredAnswer[]): Domain | null {
  let best: { domain: Domain; share: number; correct: number } | null = null;
  for (const domain of DOMAINS) {
    const items = answers.filter((a) => a.domain === domain);
    if (items.length === 0) continue;
    const correct = items.filter((a) => a.correct).length;
    if (correct === 0) continue;
    const share = correct / items.length;
    if (!best || share > best.share || (share === best.share && correct > best.correct)) {
      best = { domain, share, correct };
    }
  }
  return best?.domain ?? null;
}

export interface IqScore {
  score: number;
  correctAnswers: number;
  scoredQuestions: number;
  weightedShare: number;
  accuracy: number;
  fasterThan: number;
  strongestDomain: Domain | null;
}

export function scoreIqTest(answers: readonly ScoredAnswer[]): IqScore {
  const correctAnswers = answers.filter((a) => a.correct).length;
  const r = weightedShare(answers);
  const score = iqFromShare(r, correctAnswers);
  return {
    score,
    correctAnswers,
    scoredQuestions: answers.length,
    weightedShare: r,
    accuracy: answers.length === 0 ? 0 : Math.round((correctAnswers / answers.length) * 100),
    fasterThan: fasterThan(score),
    strongestDomain: strongestDomain(answers),
  };
}
