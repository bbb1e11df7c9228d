import { desc, eq } from 'drizzle-orm';
import type { ResultsListResponse } from '../../../shared/schemas/results';
import type { Db } from '../../db/client';
import { testResults, tests } from '../../db/schema';
import { ownResultColumns, type OwnResult } from './find-own-result';
import { hasUnlockedResults } from './result-access';
import { toResultSummary } from './result-summary';

/** Every result of the user, newest first (spec §7 "User results"). */
export async function listOwnResultRows(db: Db, userId: string, limit?: number): Promise<OwnResult[]> {
  const query = db
    .select(ownResultColumns)
    .from(testResults)
    .innerJoin(tests, eq(tests.id, testResults.testId))
    .where(eq(testResults.userId, userId))
    .orderBy(desc(testResults.completedAt), desc(testResults.id));
  return limit === undefined ? query : query.limit(limit);
}

/** GET /api/results: the user's results, newest first, scores shown only when unlocked. */
export async function listOwnResults(db: Db, userId: string): Promise<ResultsListResponse> {
  const [rows, unlocked] = await Promise.all([listOwnResultRows(db, userId), hasUnlockedResults(db, userId)]);
  return { results: rows.map((row) => toResultSummary(row, unlocked)) };
}
