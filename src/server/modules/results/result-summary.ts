import type { ResultSummary } from '../../../shared/schemas/results';
import type { OwnResult } from './find-own-result';

/** A result as lists show it; the score is left out while the user's results are locked. */
export function toResultSummary(row: OwnResult, unlocked: boolean): ResultSummary {
  return {
    id: row.id,
    testTitle: row.testTitle,
    testType: row.testType,
    completedAt: row.completedAt.toISOString(),
    timeTakenSeconds: row.timeTakenSeconds,
    paymentStatus: row.paymentStatus,
    unlocked,
    iqScore: unlocked ? row.iqScore : null,
  };
}
