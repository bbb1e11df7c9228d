import type { z } from 'zod';
import type { CreatePromoCodeBodySchema, PromoCode } from '../../../shared/schemas/payments';
import { promoCodes } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { toPromoCode } from './list-promo-codes';

/** POST /api/admin/promo-codes: a new code (upper-case, unique); 409 PROMO_CODE_EXISTS when the code is taken. */
export async function createPromoCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: z.output<typeof CreatePromoCodeBodySchema>,
  createdBy: string,
): Promise<PromoCode> {
  const [row] = await deps.db
    .insert(promoCodes)
    .values({
      code: input.code,
      percentOff: input.percentOff,
      amountOffCents: input.amountOffCents,
      maxRedemptions: input.maxRedemptions,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      createdBy,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning();
  if (!row) throw new AppError('PROMO_CODE_EXISTS', `The promo code ${input.code} already exists.`);
  return toPromoCode(row);
}
