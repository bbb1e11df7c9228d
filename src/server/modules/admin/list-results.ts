import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminResult } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { testResults, tests } from '../../db/schema';
import { containsPattern } from './search-pattern';

export const ADMIN_RESULTS_LIMIT = 200;

/**
 * The admin portal's Results tab (read-only): newest first, optionally those whose e-mail, full name or IQ score
 * contains `q`, ignoring case (member-area §5).
 */
export async function listResults(db: Db, q?: string): Promise<AdminResult[]> {
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select({
      id: testResults.id,
      fullName: testResults.fullName,
      email: testResults.email,
      iqScore: testResults.iqScore,
      completedAt: testResults.completedAt,
      timeTakenSeconds: testResults.timeTakenSeconds,
      paymentStatus: testResults.paymentStatus,
      testTitle: tests.title,
      testType: tests.testType,
    })
    .from(testResults)
    .innerJoin(tests, eq(tests.id, testResults.testId))
    .where(
      pattern
        ? or(ilike(testResults.email, pattern), ilike(testResults.fullName, pattern), ilike(sql`${testResults.iqScore}::text`, pattern))
        : undefined,
    )
    .orderBy(desc(testResults.completedAt), desc(testResults.id))
    .limit(ADMIN_RESULTS_LIMIT);
  return rows.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() }));
}
