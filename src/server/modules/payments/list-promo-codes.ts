import { desc } from 'drizzle-orm';
import type { PromoCode } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import type { PromoCodeRow } from './find-promo-code';

export function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    active: row.active,
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/promo-codes: every code, newest first (a small list: codes are made by hand). */
export async function listPromoCodes(db: Db): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code)).limit(500);
  return rows.map(toPromoCode);
}
