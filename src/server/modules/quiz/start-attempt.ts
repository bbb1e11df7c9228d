import { and, desc, eq } from 'drizzle-orm';
import type { QuizSession } from '../../../shared/schemas/quiz';
import { attempts } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { hitRateLimit } from '../../lib/rate-limit';
import { describeAttempt } from './attempt-state';
import { getActiveTest } from './get-active-test';
import { isPastGrace } from './quiz-timing';
import { finalizeAttempt, lockAttempt } from './finalize-attempt';

export interface StartAttemptInput {
  visitorId: string;
  /** The signed-in user, who owns the attempt from the start. */
  userId?: string | null;
  ip: string;
  userAgent?: string;
}

/**
 * Resumes the visitor's attempt in progress (a reload or a second tab gets the same one), or starts a new one.
 * An attempt whose time ran out while the visitor was away is scored with what it has and returned as submitted,
 * so the visitor sees that the time is up rather than silently starting over.
 */
export async function startOrResumeAttempt(deps: AppDeps, input: StartAttemptInput): Promise<{ session: QuizSession; created: boolean }> {
  const { db, clock } = deps;
  const test = await getActiveTest(db, deps.quiz.durationOverrideSeconds);
  const total = test.questions.length;
  const build = async (attempt: typeof attempts.$inferSelect, created: boolean) => ({
    session: { test: test.summary, questions: test.questions, attempt: await describeAttempt(db, attempt, clock.now(), total) },
    created,
  });

  const [latest] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.visitorId, input.visitorId), eq(attempts.testId, test.summary.id)))
    .orderBy(desc(attempts.startedAt))
    .limit(1);

  if (latest?.status === 'in_progress') {
    if (!isPastGrace(latest.deadlineAt, clock.now(), deps.quiz.graceSeconds)) return build(latest, false);
    const closed = await db.transaction(async (tx) => {
      const locked = await lockAttempt(tx, latest.id, input.visitorId);
      if (locked.status === 'in_progress') await finalizeAttempt(tx, locked, clock.now());
      return { ...locked, status: 'submitted' as const };
    });
    return build(closed, false);
  }

  // Only new attempts count: resuming is free, starting many is how public figures would be inflated.
  await hitRateLimit(db, { name: 'attempt-start', limit: deps.rateLimits.attemptStartsPerHour, windowSeconds: 3600 }, input.ip, clock.now());
  const startedAt = clock.now();
  const deadlineAt = new Date(startedAt.getTime() + test.summary.timeLimitSeconds * 1000);
  const [created] = await db
    .insert(attempts)
    .values({
      testId: test.summary.id,
      visitorId: input.visitorId,
      userId: input.userId ?? null,
      startedAt,
      deadlineAt,
      userAgent: input.userAgent?.slice(0, 512),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return build(created, true);
  // Another tab created it a moment ago: resume that one.
  const [existing] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.visitorId, input.visitorId), eq(attempts.testId, test.summary.id), eq(attempts.status, 'in_progress')))
    .limit(1);
  if (!existing) throw new Error('attempt vanished between insert and select');
  return build(existing, false);
}
