import { and, eq, sql } from 'drizzle-orm';
import type { CaptureLeadResponse } from '../../../shared/schemas/leads';
import { attempts, leads, testResults } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { nameFromEmail } from '../quiz/name-from-email';

export interface CaptureLeadInput {
  visitorId: string;
  email: string;
  attemptId?: string;
  quizData?: Record<string, unknown>;
  userAgent?: string;
}

export const LEAD_SOURCE_EMAIL_CAPTURE = 'email_capture';

/**
 * Records the e-mail left on /email (spec §3 leads). One row per e-mail: leaving it again updates that row.
 * The visitor's attempt (only their own) is linked to the lead, and its result takes the name derived from it.
 */
export async function captureLead(deps: AppDeps, input: CaptureLeadInput): Promise<CaptureLeadResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        email: input.email,
        source: LEAD_SOURCE_EMAIL_CAPTURE,
        quizData: input.quizData ?? null,
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

    let attemptLinked = false;
    if (input.attemptId) {
      const linked = await tx
        .update(attempts)
        .set({ leadId: lead.id })
        .where(and(eq(attempts.id, input.attemptId), eq(attempts.visitorId, input.visitorId)))
        .returning({ id: attempts.id });
      attemptLinked = linked.length > 0;
      if (attemptLinked) {
        await tx
          .update(testResults)
          .set({ email: lead.email, fullName: nameFromEmail(lead.email) })
          .where(eq(testResults.attemptId, input.attemptId));
      }
    }
    return { leadId: lead.id, email: lead.email, attemptLinked };
  });
}
