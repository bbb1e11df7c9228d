import { and, eq, sql } from 'drizzle-orm';
import type { CaptureLeadResponse } from '../../../shared/schemas/leads';
import { attempts, leads, testResults } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { nameFromEmail } from '../../lib/display-name';
import { hitRateLimit } from '../../lib/rate-limit';
import { leadQuizData } from './lead-quiz-data';

export interface CaptureLeadInput {
  visitorId: string;
  ip: string;
  email: string;
  attemptId?: string;
  userAgent?: string;
}

export const LEAD_SOURCE_EMAIL_CAPTURE = 'email_capture';

/**
 * Records the e-mail left on /email (spec §3 leads). One row per e-mail: leaving it again updates that row.
 * The visitor's attempt (only their own) is linked to the lead, its result takes the name derived from the
 * e-mail, and the lead's quiz data is built from that attempt on the server.
 */
export async function captureLead(deps: AppDeps, input: CaptureLeadInput): Promise<CaptureLeadResponse> {
  const now = deps.clock.now();
  await hitRateLimit(deps.db, { name: 'lead-capture', limit: deps.rateLimits.leadCapturesPerHour, windowSeconds: 3600 }, input.ip, now);
  return deps.db.transaction(async (tx) => {
    const ownAttempt = input.attemptId
      ? (
          await tx
            .select({ id: attempts.id })
            .from(attempts)
            .where(and(eq(attempts.id, input.attemptId), eq(attempts.visitorId, input.visitorId)))
        )[0]
      : undefined;
    const quizData = ownAttempt ? await leadQuizData(tx, ownAttempt.id) : null;
    const [lead] = await tx
      .insert(leads)
      .values({
        email: input.email,
        source: LEAD_SOURCE_EMAIL_CAPTURE,
        quizData,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: leads.email,
        set: {
          source: sql`excluded.source`,
          quizData: sql`coalesce(excluded.quiz_data, ${leads.quizData})`,
          userAgent: sql`coalesce(excluded.user_agent, ${leads.userAgent})`,
          updatedAt: now,
        },
      })
      .returning({ id: leads.id, email: leads.email });
    if (!lead) throw new AppError('INTERNAL', 'The e-mail could not be saved');

    if (ownAttempt) {
      await tx.update(attempts).set({ leadId: lead.id }).where(eq(attempts.id, ownAttempt.id));
      await tx.update(testResults).set({ email: lead.email, fullName: nameFromEmail(lead.email) }).where(eq(testResults.attemptId, ownAttempt.id));
    }
    return { leadId: lead.id, email: lead.email, attemptLinked: Boolean(ownAttempt) };
  });
}
