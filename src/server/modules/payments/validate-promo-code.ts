import type { ValidatePromoResponse } from '../../../shared/schemas/payments';
import type { AppDeps } from '../../lib/app-env';
import { priceTrial } from './price-trial';
import { countPromoTry } from './promo-rate-limit';

/**
 * POST /api/payments/promo: whether a code applies, and the trial's price today with it. Every try counts against
 * the client's address, so codes cannot be found by guessing.
 */
export async function validatePromoCode(
  deps: AppDeps,
  input: { visitorId: string; ip: string; code: string },
): Promise<ValidatePromoResponse> {
  await countPromoTry(deps, input.ip);
  const price = await priceTrial(deps, { visitorId: input.visitorId, promoCode: input.code });
  const promo = price.promo!;
  return { code: promo.code, percentOff: promo.percentOff, amountOffCents: promo.amountOffCents, priceCents: price.amountCents };
}
