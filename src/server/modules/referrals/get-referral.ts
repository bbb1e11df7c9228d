import type { Referral } from '../../../shared/schemas/member';
import type { Db } from '../../db/client';
import { countReferrals } from './count-referrals';
import { getOrCreateReferralCode } from './referral-code';

/** GET /api/me/referral and the dashboard: the user's code (made on first ask) and how many referred people paid. */
export async function getReferral(db: Db, userId: string, now: Date): Promise<Referral> {
  const code = await getOrCreateReferralCode(db, userId, now);
  return { code, referredCount: await countReferrals(db, userId) };
}
