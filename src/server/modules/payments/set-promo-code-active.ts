import { eq } from 'drizzle-orm';
import type { PromoCode } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPromoCode } from './list-promo-codes';

/** PUT /api/admin/promo-codes/:id: switches a code on or off (codes are never deleted: purchases name them). */
export async function setPromoCodeActive(db: Db, id: string, active: boolean): Promise<PromoCode> {
  const [row] = await db.update(promoCodes).set({ active }).where(eq(promoCodes.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such promo code');
  return toPromoCode(row);
}
