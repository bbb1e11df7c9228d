import { eq } from 'drizzle-orm';
import type { QuizResult } from '../../../shared/schemas/quiz';
import { questions, testResults } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { toQuizResult } from './attempt-state';
import { finalizeAttempt, lockAttempt } from './finalize-attempt';

/**
 * Submits an attempt: by the button, or by the browser when its timer runs out. Submitting twice (two tabs, a
 * retried request) returns the same result: a submitted attempt is never scored again.
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
  return toQuizResult(result, total);
}
