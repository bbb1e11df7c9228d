import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralCredits } from '../../db/schema';

/** How many people this user referred went on to pay the trial (each counted once). */
export function countReferrals(db: Db, referrerUserId: string): Promise<number> {
  return db.$count(referralCredits, eq(referralCredits.referrerUserId, referrerUserId));
}
