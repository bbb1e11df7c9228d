import { designForVisitor } from '../../../shared/payments/checkout-design';
import { CURRENCY, PRODUCTS, SUBSCRIPTION_PLAN, percentOff } from '../../../shared/payments/products';
import type { OfferResponse, PaymentProviderInfo } from '../../../shared/schemas/payments';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { getSiteCopy } from '../site/get-site-copy';
import { findBuyerEmail } from './find-buyer-email';
import { getPaymentSettings } from './get-payment-settings';
import { priceTrial } from './price-trial';
import type { PaymentsConfig } from './provider/payment-provider';
import { getMembership } from './membership';

/** What the browser may know about the provider: its kind and public key, never anything secret. */
export function providerInfo(payments: PaymentsConfig): PaymentProviderInfo {
  const provider = payments.provider;
  if (!provider) {
    return { kind: null, testMode: false, publishableKey: null, unavailableMessage: payments.unavailableMessage ?? 'Payments are not available right now.' };
  }
  return { kind: provider.kind, testMode: provider.testMode, publishableKey: provider.publishableKey, unavailableMessage: null };
}

/** GET /api/payments/offer: the trial offer as this visitor sees it now; the first call starts their hold. */
export async function getOffer(deps: AppDeps, input: { visitorId: string; user: SessionUser | null }): Promise<OfferResponse> {
  const settings = await getPaymentSettings(deps.db);
  const copy = await getSiteCopy(deps.db);
  const buyer = await findBuyerEmail(deps.db, input);
  const price = await priceTrial(deps, { visitorId: input.visitorId, settings });
  const trial = PRODUCTS.trial;
  const listPriceCents = trial.listPriceCents ?? trial.priceCents;
  return {
    design: designForVisitor(settings.checkoutDesign, input.visitorId),
    provider: providerInfo(deps.payments),
    trial: {
      priceCents: price.amountCents,
      offerPriceCents: trial.priceCents,
      listPriceCents,
      percentOff: percentOff(trial.priceCents, listPriceCents) ?? 0,
      currency: CURRENCY,
      hold: { ...price.hold, expiresAt: price.holdExpiresAt?.toISOString() ?? null },
    },
    subscription: { priceCents: SUBSCRIPTION_PLAN.priceCents, trialDays: SUBSCRIPTION_PLAN.trialDays, interval: SUBSCRIPTION_PLAN.interval },
    moneyBackDays: copy.moneyBackDays,
    email: buyer?.email ?? null,
    membership: await getMembership(deps.db, input.user?.id ?? null, deps.clock.now()),
    serverNow: deps.clock.now().toISOString(),
  };
}
