import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases, referralCredits } from '../../db/schema';
import { standing } from '../payments/get-entitlements';

/**
 * How many people this user referred went on to pay the trial (each counted once). A credit counts only while its
 * purchase stands: a trial refunded in full no longer counts, as it no longer unlocks anything for the buyer either.
 */
export async function countReferrals(db: Db, referrerUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralCredits)
    .innerJoin(purchases, eq(purchases.id, referralCredits.purchaseId))
    .where(and(eq(referralCredits.referrerUserId, referrerUserId), standing));
  return row?.n ?? 0;
}
