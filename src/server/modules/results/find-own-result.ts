import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testResults, tests } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The columns every results service reads: the result and the test it was taken on. */
export const ownResultColumns = {
  id: testResults.id,
  attemptId: testResults.attemptId,
  testId: testResults.testId,
  iqScore: testResults.iqScore,
  correctAnswers: testResults.correctAnswers,
  scoredQuestions: testResults.scoredQuestions,
  answeredCount: testResults.answeredCount,
  accuracy: testResults.accuracy,
  timeTakenSeconds: testResults.timeTakenSeconds,
  paymentStatus: testResults.paymentStatus,
  completedAt: testResults.completedAt,
  testTitle: tests.title,
  testType: tests.testType,
  timeLimitMinutes: tests.timeLimitMinutes,
};

export type OwnResult = Awaited<ReturnType<typeof findOwnResult>>;

/**
 * One of the user's own results, or 404 RESULT_NOT_FOUND. Another user's id answers exactly like an unknown one, so
 * result ids cannot be probed.
 */
export async function findOwnResult(db: Db, userId: string, resultId: string) {
  const [row] = await db
    .select(ownResultColumns)
    .from(testResults)
    .innerJoin(tests, eq(tests.id, testResults.testId))
    .where(and(eq(testResults.id, resultId), eq(testResults.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('RESULT_NOT_FOUND', 'This test result was not found');
  return row;
}
