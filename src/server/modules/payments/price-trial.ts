import { offerHoldState, type OfferHoldState } from '../../../shared/payments/offer-hold';
import { trialPriceCents } from '../../../shared/payments/pricing';
import type { PaymentSettings } from '../../../shared/schemas/payments';
import type { AppDeps } from '../../lib/app-env';
import { findUsablePromoCode, type PromoCodeRow } from './find-promo-code';
import { getPaymentSettings } from './get-payment-settings';
import { startOfferHold } from './start-offer-hold';

export interface TrialPrice {
  amountCents: number;
  hold: OfferHoldState;
  holdExpiresAt: Date | null;
  promo: PromoCodeRow | null;
}

/**
 * What this visitor pays for the trial now, computed on the server only: the offer price while their hold runs (or
 * always, when holds are off), the list price after it; then the promo code, if one is given (422 when not usable).
 */
export async function priceTrial(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { visitorId: string; promoCode?: string; settings?: PaymentSettings },
): Promise<TrialPrice> {
  const now = deps.clock.now();
  const settings = input.settings ?? (await getPaymentSettings(deps.db));
  const holdExpiresAt = await startOfferHold(deps.db, input.visitorId, settings.offerHoldMinutes, now);
  const hold = offerHoldState(holdExpiresAt, now);
  const promo = input.promoCode ? await findUsablePromoCode(deps.db, input.promoCode, now) : null;
  return { amountCents: trialPriceCents(hold.active, promo), hold, holdExpiresAt, promo };
}
