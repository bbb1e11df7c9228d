import { sql } from 'drizzle-orm';
import type { SaveAnswerResponse } from '../../../shared/schemas/quiz';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { remainingSeconds } from './quiz-timing';
import { finalizeAttempt, lockAttempt } from './finalize-attempt';

export interface SaveAnswerInput {
  visitorId: string;
  attemptId: string;
  questionId: string;
  option: number;
}

interface SaveRow {
  status: 'in_progress' | 'submitted';
  deadline_at: Date | string;
  past_grace: boolean;
  option_count: number | null;
  inserted: boolean | null;
  answered_before: number | string;
}

/**
 * One statement, one round trip: lock the visitor's attempt row (so a submit cannot interleave), check the
 * attempt is open and within its time plus grace, check the question belongs to its test and the option exists,
 * and upsert the answer only if all of that holds. The row it returns says which check refused the write.
 */
async function upsertIfAllowed(db: Db, input: SaveAnswerInput, now: Date, graceSeconds: number): Promise<SaveRow | undefined> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with a as (
      select id, test_id, status, deadline_at from attempts
      where id = ${input.attemptId} and visitor_id = ${input.visitorId}
      for update
    ), q as (
      select jsonb_array_length(questions.options) as option_count
      from questions join a on questions.test_id = a.test_id
      where questions.id = ${input.questionId}
    ), ins as (
      insert into attempt_answers (attempt_id, question_id, option_index, answered_at)
      select a.id, ${input.questionId}, ${input.option}, ${at}::timestamptz
      from a cross join q
      where a.status = 'in_progress'
        and ${at}::timestamptz <= a.deadline_at + make_interval(secs => ${graceSeconds})
        and ${input.option} < q.option_count
      on conflict (attempt_id, question_id)
        do update set option_index = excluded.option_index, answered_at = excluded.answered_at
      returning (xmax = 0) as inserted
    )
    select a.status, a.deadline_at,
      ${at}::timestamptz > a.deadline_at + make_interval(secs => ${graceSeconds}) as past_grace,
      (select option_count from q) as option_count,
      (select inserted from ins) as inserted,
      (select count(*) from attempt_answers where attempt_id = a.id) as answered_before
    from a
  `);
  return (result as unknown as { rows: SaveRow[] }).rows[0];
}

/** Saves (or changes) one answer of an attempt in progress, refusing it once the time and its grace are over. */
export async function saveAnswer(deps: AppDeps, input: SaveAnswerInput): Promise<SaveAnswerResponse> {
  const now = deps.clock.now();
  const row = await upsertIfAllowed(deps.db, input, now, deps.quiz.graceSeconds);
  if (!row) throw new AppError('ATTEMPT_NOT_FOUND', 'This quiz attempt was not found');
  if (row.inserted !== null) {
    // The count was read before this statement's own insert; a changed answer adds nothing.
    const answeredCount = Number(row.answered_before) + (row.inserted ? 1 : 0);
    return { questionId: input.questionId, option: input.option, answeredCount, remainingSeconds: remainingSeconds(new Date(row.deadline_at), now) };
  }
  if (row.status === 'submitted') throw new AppError('ATTEMPT_SUBMITTED', 'This quiz has already been submitted and cannot be changed');
  if (row.past_grace) {
    // Time is up: score what the attempt has, then refuse the late answer.
    await deps.db.transaction(async (tx) => {
      const attempt = await lockAttempt(tx, input.attemptId, input.visitorId);
      if (attempt.status === 'in_progress') await finalizeAttempt(tx, attempt, now);
    });
    throw new AppError('ATTEMPT_EXPIRED', 'The time for this quiz is up; your answers so far have been scored');
  }
  if (row.option_count === null) throw new AppError('QUESTION_NOT_FOUND', 'This question is not part of the quiz');
  throw new AppError('OPTION_OUT_OF_RANGE', `option must be between 0 and ${row.option_count - 1}`);
}
