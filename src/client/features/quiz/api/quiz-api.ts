import type { MembershipResponse } from '@shared/schemas/payments';
import type { QuizResult, QuizSession, SaveAnswerResponse } from '@shared/schemas/quiz';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** Starts the visitor's attempt, or resumes the one in progress (a reload, a second tab). */
export function startAttempt(): Promise<QuizSession> {
  return call(api.quiz.attempts.$post());
}

export function saveAnswer(attemptId: string, questionId: string, option: number): Promise<SaveAnswerResponse> {
  return call(api.quiz.attempts[':attemptId'].answers[':questionId'].$put({ param: { attemptId, questionId }, json: { option } }));
}

/** Submits the attempt; the server scores what it has. Idempotent: a second call returns the same result. */
export function submitAttempt(attemptId: string): Promise<QuizResult> {
  return call(api.quiz.attempts[':attemptId'].submit.$post({ param: { attemptId } }));
}

/**
 * GET /api/payments/membership: whether a signed-in user's results are unlocked (a member's new result is, at once),
 * so the finished quiz leads straight to it instead of the offer.
 */
export async function fetchMembership(): Promise<MembershipResponse> {
  return call(api.payments.membership.$get());
}
