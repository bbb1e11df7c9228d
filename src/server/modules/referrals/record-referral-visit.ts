import type { Db } from '../../db/client';
import { referralVisits } from '../../db/schema';
import { findReferrer } from './referral-code';

export interface ReferralVisitInput {
  visitorId: string;
  code: string;
  /** The signed-in user, whose own link must not refer themselves. */
  userId: string | null;
  now: Date;
}

/**
 * Remembers who referred this browser: the first referrer keeps the credit, later links change nothing. An unknown
 * code, or one's own, is ignored without saying so, so codes cannot be probed through this endpoint.
 */
export async function recordReferralVisit(db: Db, input: ReferralVisitInput): Promise<void> {
  const referrerUserId = await findReferrer(db, input.code);
  if (!referrerUserId || referrerUserId === input.userId) return;
  await db.insert(referralVisits).values({ visitorId: input.visitorId, referrerUserId, createdAt: input.now }).onConflictDoNothing();
}
