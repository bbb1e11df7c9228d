import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** Every reason a code does not apply gets the same answer, so the response tells a guesser nothing. */
export const PROMO_CODE_INVALID_MESSAGE = 'This promo code is not valid.';

/** Whether a stored code may be used at `now`: active, not expired, not used up. */
export function isPromoUsable(promo: PromoCodeRow, now: Date): boolean {
  if (!promo.active) return false;
  if (promo.expiresAt && promo.expiresAt <= now) return false;
  if (promo.maxRedemptions !== null && promo.redemptionCount >= promo.maxRedemptions) return false;
  return true;
}

/** The usable promo code `code` (already upper-cased by PromoCodeInputSchema), or 422 PROMO_CODE_INVALID. */
export async function findUsablePromoCode(db: Db, code: string, now: Date): Promise<PromoCodeRow> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase())).limit(1);
  if (!promo || !isPromoUsable(promo, now)) throw new AppError('PROMO_CODE_INVALID', PROMO_CODE_INVALID_MESSAGE);
  return promo;
}
