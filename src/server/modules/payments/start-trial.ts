import { eq } from 'drizzle-orm';
import { CURRENCY, PRODUCTS, SUBSCRIPTION_PLAN } from '../../../shared/payments/products';
import { paths } from '../../../shared/app-paths';
import type { CheckoutUrlResponse, TrialIntentResponse } from '../../../shared/schemas/payments';
import { purchases } from '../../db/schema';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { ensurePaymentCustomer } from './ensure-payment-customer';
import { findBuyerEmail } from './find-buyer-email';
import { lockPromoCodeForPurchase } from './find-promo-code';
import { findMembership, type MembershipOwner } from './membership';
import { countPromoTry } from './promo-rate-limit';
import { priceTrial } from './price-trial';
import type { PaymentProvider } from './provider/payment-provider';
import { requireProvider } from './require-provider';
import { abandonOnFailure, metadataFor, successUrl } from './purchase-provider-calls';
import type { PurchaseRow } from './find-purchase';
import { trialTermsText } from '../../../shared/payments/trial-terms';

export interface StartTrialInput {
  visitorId: string;
  user: SessionUser | null;
  ip: string;
  promoCode?: string;
}

const TRIAL_DESCRIPTION = `${PRODUCTS.trial.name}: ${SUBSCRIPTION_PLAN.trialDays}-day trial`;

/**
 * PRODUCT.md "Membership": nobody gets a second trial, whatever the browser sends. 409 ALREADY_SUBSCRIBED while the
 * buyer (signed in, or the account and purchases of the e-mail) is a member, a cancelled one included until the
 * period ends; 409 TRIAL_USED for a former member.
 */
async function refuseSecondTrial(deps: Pick<AppDeps, 'db' | 'clock'>, buyer: { userId: string | null; email: string }) {
  const owners: MembershipOwner[] = buyer.userId ? [{ userId: buyer.userId }, { email: buyer.email }] : [{ email: buyer.email }];
  const found = await Promise.all(owners.map((owner) => findMembership(deps.db, owner, deps.clock.now())));
  if (found.includes('member')) throw new AppError('ALREADY_SUBSCRIBED', 'You are already a member: your results are unlocked.');
  if (found.includes('former')) throw new AppError('TRIAL_USED', 'You have already had the trial, which is once per person.');
}

/**
 * What both ways of paying for the trial share: checks, the price computed here (hold and promo code), the provider's
 * customer, and the purchase row, written before the provider sees anything so its events can name it.
 */
async function openTrialPurchase(
  deps: AppDeps,
  input: StartTrialInput,
  channel: 'card' | 'hosted',
): Promise<{ provider: PaymentProvider; purchase: PurchaseRow }> {
  const provider = requireProvider(deps);
  const buyer = await findBuyerEmail(deps.db, input);
  if (!buyer) throw new AppError('EMAIL_REQUIRED', 'Please enter your e-mail address first.');
  await refuseSecondTrial(deps, { userId: input.user?.id ?? null, email: buyer.email });
  if (input.promoCode) await countPromoTry(deps, input.ip);
  const price = await priceTrial(deps, { visitorId: input.visitorId, promoCode: input.promoCode });
  const customer = await ensurePaymentCustomer(deps, provider, { email: buyer.email, userId: input.user?.id ?? null });
  // One transaction, so the promo code stays locked until the purchase that holds one of its redemptions is written.
  const [purchase] = await deps.db.transaction(async (tx) => {
    if (price.promo) await lockPromoCodeForPurchase(tx, price.promo.id, deps.clock.now());
    return tx
      .insert(purchases)
      .values({
        product: 'trial',
        channel,
        amountCents: price.amountCents,
        currency: CURRENCY,
        promoCodeId: price.promo?.id ?? null,
        visitorId: input.visitorId,
        email: buyer.email,
        leadId: buyer.leadId,
        userId: input.user?.id ?? null,
        provider: provider.kind,
        providerCustomerId: customer.providerCustomerId,
        createdAt: deps.clock.now(),
      })
      .returning();
  });
  if (!purchase) throw new AppError('INTERNAL', 'The purchase could not be saved');
  return { provider, purchase };
}

/** POST /api/payments/trial/intent (spec create-payment-intent): a payment for the card form on /checkout. */
export async function createTrialIntent(deps: AppDeps, input: StartTrialInput): Promise<TrialIntentResponse> {
  const { provider, purchase } = await openTrialPurchase(deps, input, 'card');
  const intent = await abandonOnFailure(deps, purchase, () =>
    provider.createPaymentIntent({
      amountCents: purchase.amountCents,
      currency: purchase.currency,
      customerId: purchase.providerCustomerId!,
      description: TRIAL_DESCRIPTION,
      metadata: metadataFor(purchase),
      saveCard: true,
      idempotencyKey: `purchase-${purchase.id}`,
    }),
    'createPaymentIntent',
  );
  await deps.db.update(purchases).set({ providerPaymentId: intent.paymentIntentId }).where(eq(purchases.id, purchase.id));
  return { purchaseId: purchase.id, clientSecret: intent.clientSecret, amountCents: purchase.amountCents, currency: purchase.currency };
}

/** POST /api/payments/trial/checkout (spec create-checkout): the provider's hosted page, opened in a new tab. */
export async function createTrialCheckout(deps: AppDeps, input: StartTrialInput): Promise<CheckoutUrlResponse> {
  const { provider, purchase } = await openTrialPurchase(deps, input, 'hosted');
  const session = await abandonOnFailure(deps, purchase, () =>
    provider.createCheckoutSession({
      amountCents: purchase.amountCents,
      currency: purchase.currency,
      customerId: purchase.providerCustomerId!,
      productName: PRODUCTS.trial.name,
      description: PRODUCTS.trial.description,
      terms: trialTermsText(purchase.amountCents),
      metadata: metadataFor(purchase),
      saveCard: true,
      successUrl: successUrl(deps),
      cancelUrl: `${deps.payments.publicUrl}${paths.cancel}`,
      idempotencyKey: `purchase-${purchase.id}`,
    }),
    'createCheckoutSession',
  );
  await deps.db.update(purchases).set({ providerSessionId: session.sessionId }).where(eq(purchases.id, purchase.id));
  return { purchaseId: purchase.id, url: session.url };
}
