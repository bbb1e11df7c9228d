import { and, eq } from 'drizzle-orm';
import { scoreIqTest } from '../../../shared/assessment/iq-score';
import type { Tx } from '../../db/client';
import { attemptAnswers, attempts, leads, questions, testResults } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AttemptRow, ResultRow } from './attempt-state';
import { timeTakenSeconds } from './quiz-timing';
import { nameFromEmail } from '../../lib/display-name';
import { ownsEntitlement } from '../payments/get-entitlements';

/** Locks the visitor's attempt for the rest of the transaction, so an answer and a submit never interleave. */
export async function lockAttempt(tx: Tx, attemptId: string, visitorId: string): Promise<AttemptRow> {
  const [attempt] = await tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.visitorId, visitorId)))
    .for('update')
    .limit(1);
  if (!attempt) throw new AppError('ATTEMPT_NOT_FOUND', 'This quiz attempt was not found');
  return attempt;
}

/**
 * Scores an in-progress attempt with what it has (spec §9) and closes it. Unanswered items count as wrong.
 * Must run inside the transaction that locked the attempt.
 */
export async function finalizeAttempt(tx: Tx, attempt: AttemptRow, now: Date): Promise<{ result: ResultRow; totalQuestions: number }> {
  const items = await tx
    .select({ type: questions.type, domain: questions.domain, correctAnswer: questions.correctAnswer, chosen: attemptAnswers.optionIndex })
    .from(questions)
    .leftJoin(attemptAnswers, and(eq(attemptAnswers.questionId, questions.id), eq(attemptAnswers.attemptId, attempt.id)))
    .where(eq(questions.testId, attempt.testId));
  const scored = items
    .filter((q) => q.type !== 'demographic' && q.correctAnswer !== null)
    .map((q) => ({ domain: q.domain, correct: q.chosen === q.correctAnswer }));
  const score = scoreIqTest(scored);
  // A member who already paid for the full report has this result paid for too (the trial marks earlier ones).
  const paid = attempt.userId ? await ownsEntitlement(tx, attempt.userId, 'full-report') : false;
  const lead = attempt.leadId ? (await tx.select({ email: leads.email }).from(leads).where(eq(leads.id, attempt.leadId)))[0] : undefined;

  const [result] = await tx
    .insert(testResults)
    .values({
      attemptId: attempt.id,
      testId: attempt.testId,
      userId: attempt.userId,
      email: lead?.email ?? null,
      fullName: lead ? nameFromEmail(lead.email) : null,
      iqScore: score.score,
      correctAnswers: score.correctAnswers,
      scoredQuestions: score.scoredQuestions,
      answeredCount: items.filter((q) => q.chosen !== null).length,
      weightedShare: score.weightedShare,
      accuracy: score.accuracy,
      fasterThan: score.fasterThan,
      strongestDomain: score.strongestDomain,
      timeTakenSeconds: timeTakenSeconds(attempt.startedAt, attempt.deadlineAt, now),
      paymentStatus: paid ? 'completed' : 'pending',
      completedAt: now,
    })
    .returning();
  await tx.update(attempts).set({ status: 'submitted', submittedAt: now }).where(eq(attempts.id, attempt.id));
  if (!result) throw new AppError('INTERNAL', 'The result could not be saved');
  return { result, totalQuestions: items.length };
}
