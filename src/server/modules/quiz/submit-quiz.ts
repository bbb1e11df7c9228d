import { eq } from 'drizzle-orm';
import { XP_FOR_FINISHING_TEST } from '../../../shared/assessment/levels';
import type { QuizResult } from '../../../shared/schemas/quiz';
import { questions, testResults } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { XP_REASON_TEST_FINISHED, addXp } from '../progress/add-xp';
import { toQuizResult } from './attempt-state';
import { finalizeAttempt, lockAttempt } from './finalize-attempt';

/**
 * Submits an attempt: by the button, or by the browser when its timer runs out. Submitting twice (two tabs, a
 * retried request) returns the same result: a submitted attempt is never scored again. A signed-in taker's result
 * earns the finishing XP once (spec §9); the award is made after the result is saved, so a failed award leaves the
 * result and is made by the next submit of the same attempt.
 */
export async function submitQuiz(deps: AppDeps, input: { visitorId: string; attemptId: string }): Promise<QuizResult> {
  const { result, total } = await deps.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, input.attemptId, input.visitorId);
    if (attempt.status === 'in_progress') {
      const finalized = await finalizeAttempt(tx, attempt, deps.clock.now());
      return { result: finalized.result, total: finalized.totalQuestions };
    }
    const [existing] = await tx.select().from(testResults).where(eq(testResults.attemptId, attempt.id)).limit(1);
    return { result: existing, total: await tx.$count(questions, eq(questions.testId, attempt.testId)) };
  });
  if (!result) throw new AppError('INTERNAL', 'The result could not be loaded');
  const xp = result.userId
    ? await addXp(deps.db, { userId: result.userId, amount: XP_FOR_FINISHING_TEST, reason: XP_REASON_TEST_FINISHED, sourceId: result.id, at: result.completedAt }, deps.logger)
    : null;
  return { ...toQuizResult(result, total), xp };
}
