import { eq } from 'drizzle-orm';
import type { AttemptState, QuizResult } from '../../../shared/schemas/quiz';
import type { Db } from '../../db/client';
import { attemptAnswers, attempts, testResults } from '../../db/schema';
import { formatMinutesSeconds, remainingSeconds } from './quiz-timing';

export type AttemptRow = typeof attempts.$inferSelect;
export type ResultRow = typeof testResults.$inferSelect;

export function toQuizResult(result: ResultRow, totalQuestions: number): QuizResult {
  return {
    attemptId: result.attemptId,
    status: 'ready',
    totalQuestions,
    answeredCount: result.answeredCount,
    timeTaken: result.timeTakenSeconds,
    completionTime: formatMinutesSeconds(result.timeTakenSeconds),
  };
}

/** The attempt as the browser sees it: its answers, the time left by the server's clock, and its result once scored. */
export async function describeAttempt(db: Db, attempt: AttemptRow, now: Date, totalQuestions: number): Promise<AttemptState> {
  const answerRows = await db
    .select({ questionId: attemptAnswers.questionId, optionIndex: attemptAnswers.optionIndex })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attempt.id));
  const [result] =
    attempt.status === 'submitted' ? await db.select().from(testResults).where(eq(testResults.attemptId, attempt.id)).limit(1) : [];
  return {
    id: attempt.id,
    status: attempt.status,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    remainingSeconds: attempt.status === 'submitted' ? 0 : remainingSeconds(attempt.deadlineAt, now),
    answers: Object.fromEntries(answerRows.map((a) => [a.questionId, a.optionIndex])),
    result: result ? toQuizResult(result, totalQuestions) : null,
  };
}
