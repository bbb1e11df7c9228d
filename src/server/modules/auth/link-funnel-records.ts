import { and, eq, inArray, isNull } from 'drizzle-orm';
import { XP_FOR_FINISHING_TEST } from '../../../shared/assessment/levels';
import type { Db } from '../../db/client';
import { attempts, testResults, user } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { XP_REASON_TEST_FINISHED, addXp } from '../progress/add-xp';
import { isUnprovenAccount } from './unproven-account';

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
 * PRODUCT.md "Accounts across the funnel": gives a signed-in user what this browser did before signing in: every
 * unowned attempt of its visitor cookie, and their results. The caller passes the visitor only where this browser
 * is proven to be the account holder's (decision record 010): a payment made in it, a mailed link opened in the
 * browser that asked for it, a password or OAuth sign-in. An e-mail typed on /email proves nothing, so nothing is
 * ever attached by e-mail, and an account whose password was chosen for an unproven address receives nothing.
 * Records that already belong to someone are never taken over. Each newly attached result earns the finishing XP
 * (idempotent, so a result already rewarded pays nothing again).
 */
export async function linkFunnelRecords(db: Db, input: LinkFunnelInput, logger: Logger): Promise<LinkFunnelOutcome> {
  const { visitorId } = input;
  if (!visitorId) return { attemptIds: [], resultIds: [] };
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId));
    if (!owner || (await isUnprovenAccount(tx, input.userId))) return { attemptIds: [], resultIds: [] };

    const linked = await tx
      .update(attempts)
      .set({ userId: input.userId })
      .where(and(isNull(attempts.userId), eq(attempts.visitorId, visitorId)))
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
