import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { promoCodes, purchases } from '../../db/schema';
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

/** An open purchase holds one of a code's redemptions this long: enough to pay, short enough that abandoned ones free it. */
export const PROMO_HOLD_MS = 24 * 3600_000;

/**
 * Inside the transaction that inserts a purchase with the code: locks the code's row, so purchases opened at the same
 * time count one after the other, and refuses (422, as for any unusable code) when the redemptions already made plus
 * the purchases still open with it (younger than PROMO_HOLD_MS) reach its maximum. Redemptions are counted when a
 * purchase completes (ledger/complete-purchase.ts); without this, every visitor who opened checkout in time got it.
 */
export async function lockPromoCodeForPurchase(tx: Tx, promoId: string, now: Date): Promise<PromoCodeRow> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId)).for('update');
  if (!promo || !isPromoUsable(promo, now)) throw new AppError('PROMO_CODE_INVALID', PROMO_CODE_INVALID_MESSAGE);
  if (promo.maxRedemptions !== null) {
    const open = await tx.$count(
      purchases,
      and(eq(purchases.promoCodeId, promoId), eq(purchases.status, 'open'), gt(purchases.createdAt, new Date(now.getTime() - PROMO_HOLD_MS))),
    );
    if (promo.redemptionCount + open >= promo.maxRedemptions) throw new AppError('PROMO_CODE_INVALID', PROMO_CODE_INVALID_MESSAGE);
  }
  return promo;
}
