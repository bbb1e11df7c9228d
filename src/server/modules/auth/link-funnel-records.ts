import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { XP_FOR_FINISHING_TEST } from '../../../shared/assessment/levels';
import type { Db } from '../../db/client';
import { attempts, leads, testResults, user } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { XP_REASON_TEST_FINISHED, addXp } from '../progress/add-xp';

export interface LinkFunnelInput {
  userId: string;
  /** This browser's visitor cookie, when the sign-in came from a browser that has one. */
  visitorId?: string | null;
}

export interface LinkFunnelOutcome {
  attemptIds: string[];
  resultIds: string[];
}

/**
 * PRODUCT.md "Accounts across the funnel": gives a signed-in user what they did before signing in.
 *  (a) every unowned attempt of this browser's visitor cookie;
 *  (b) once the user's e-mail is verified (magic link, Google, the confirmation link), every unowned attempt whose
 *      lead or result carries that e-mail. An unverified address proves nothing, so it attaches nothing.
 * A result follows its attempt. Records that already belong to someone are never taken over. Each newly attached
 * result earns the finishing XP (idempotent, so a result already rewarded pays nothing again).
 */
export async function linkFunnelRecords(db: Db, input: LinkFunnelInput, logger: Logger): Promise<LinkFunnelOutcome> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, input.userId));
    if (!owner) return { attemptIds: [], resultIds: [] };
    // Leads and results store e-mails trimmed and lower-cased, as better-auth stores users'.
    const email = owner.email.trim().toLowerCase();
    const byEmail = owner.emailVerified
      ? or(
          inArray(attempts.leadId, tx.select({ id: leads.id }).from(leads).where(eq(leads.email, email))),
          inArray(
            attempts.id,
            tx.select({ id: testResults.attemptId }).from(testResults).where(and(eq(testResults.email, email), isNull(testResults.userId))),
          ),
        )
      : undefined;
    const byVisitor = input.visitorId ? eq(attempts.visitorId, input.visitorId) : undefined;
    const match = or(byVisitor, byEmail);
    if (!match) return { attemptIds: [], resultIds: [] };

    const linked = await tx
      .update(attempts)
      .set({ userId: input.userId })
      .where(and(isNull(attempts.userId), match))
      .returning({ id: attempts.id });
    const results = await tx
      .update(testResults)
      .set({ userId: input.userId })
      .where(
        and(
          isNull(testResults.userId),
          inArray(testResults.attemptId, tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.userId, input.userId))),
        ),
      )
      .returning({ id: testResults.id, completedAt: testResults.completedAt });
    for (const result of results) {
      await addXp(tx, { userId: input.userId, amount: XP_FOR_FINISHING_TEST, reason: XP_REASON_TEST_FINISHED, sourceId: result.id, at: result.completedAt }, logger);
    }
    return { attemptIds: linked.map((a) => a.id), resultIds: results.map((r) => r.id) };
  });
}
