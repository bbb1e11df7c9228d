import { eq } from 'drizzle-orm';
import { referralCredits, referralVisits } from '../../db/schema';
import type { LedgerContext } from '../payments/ledger/ledger-context';
import type { PurchaseRow } from '../payments/ledger/lock-purchase';

/**
 * Runs in the ledger's transaction when a purchase first completes: a referred visitor's trial credits whoever
 * referred that browser, once per referred user (the unique key on referred_user_id), never the buyer themselves.
 * Upsells and later purchases add nothing.
 */
export async function creditReferral(ctx: LedgerContext, purchase: PurchaseRow, buyerUserId: string): Promise<void> {
  if (purchase.product !== 'trial') return;
  const { tx } = ctx;
  const [visit] = await tx
    .select({ referrerUserId: referralVisits.referrerUserId })
    .from(referralVisits)
    .where(eq(referralVisits.visitorId, purchase.visitorId));
  if (!visit || visit.referrerUserId === buyerUserId) return;
  const [credited] = await tx
    .insert(referralCredits)
    .values({ referrerUserId: visit.referrerUserId, referredUserId: buyerUserId, purchaseId: purchase.id, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: referralCredits.id });
  if (credited) ctx.logger.info({ referrerUserId: visit.referrerUserId, referredUserId: buyerUserId }, 'referral credited');
}
