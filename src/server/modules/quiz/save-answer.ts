import { and, count, eq } from 'drizzle-orm';
import type { SaveAnswerResponse } from '../../../shared/schemas/quiz';
import { attemptAnswers, questions } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { isPastGrace, remainingSeconds } from './quiz-timing';
import { finalizeAttempt, lockAttempt } from './submit-attempt';

export interface SaveAnswerInput {
  visitorId: string;
  attemptId: string;
  questionId: string;
  option: number;
}

/** Saves (or changes) one answer of an attempt in progress, refusing it once the time and its grace are over. */
export async function saveAnswer(deps: AppDeps, input: SaveAnswerInput): Promise<SaveAnswerResponse> {
  const saved = await deps.db.transaction(async (tx): Promise<SaveAnswerResponse | 'expired'> => {
      const now = deps.clock.now();
      const attempt = await lockAttempt(tx, input.attemptId, input.visitorId);
      if (attempt.status === 'submitted') throw new AppError('ATTEMPT_SUBMITTED', 'This quiz has already been submitted and cannot be changed');
      if (isPastGrace(attempt.deadlineAt, now, deps.quiz.graceSeconds)) {
        // Time is up: score what the attempt has and let that commit; the late answer is refused below.
        await finalizeAttempt(tx, attempt, now);
        return 'expired';
      }
      const [question] = await tx
        .select({ options: questions.options })
        .from(questions)
        .where(and(eq(questions.id, input.questionId), eq(questions.testId, attempt.testId)))
        .limit(1);
      if (!question) throw new AppError('QUESTION_NOT_FOUND', 'This question is not part of the quiz');
      if (input.option >= question.options.length) {
        throw new AppError('OPTION_OUT_OF_RANGE', `option must be between 0 and ${question.options.length - 1}`);
      }
      await tx
        .insert(attemptAnswers)
        .values({ attemptId: attempt.id, questionId: input.questionId, optionIndex: input.option, answeredAt: now })
        .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: { optionIndex: input.option, answeredAt: now } });
      const [answered] = await tx.select({ n: count() }).from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
      return {
        questionId: input.questionId,
        option: input.option,
        answeredCount: answered?.n ?? 0,
        remainingSeconds: remainingSeconds(attempt.deadlineAt, now),
      };
  });
  if (saved === 'expired') throw new AppError('ATTEMPT_EXPIRED', 'The time for this quiz is up; your answers so far have been scored');
  return saved;
}
