import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { SUBSCRIPTION_PLAN } from '../../../../shared/payments/products';
import { payments, purchases, subscriptions } from '../../../db/schema';
import type { AppDeps } from '../../../lib/app-env';
import { AppError } from '../../../lib/app-error';
import type { PaymentProvider } from '../provider/payment-provider';
import { applyPaymentIntent } from './apply-payment-intent';
import { ledgerTransaction } from './ledger-transaction';
import type { PurchaseRow } from './lock-purchase';
import { upsertSubscriptionSnapshot } from './upsert-subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses of a subscription that still charges: a second one would bill the same person twice a month. */
export const RUNNING_SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due'];

/**
 * The paid trial turns into the monthly plan: for a completed trial purchase without a subscription, asks the provider
 * for one on the card that paid the trial, trialing until 7 days after the payment, and records it. Safe to call any
 * number of times and from several places at once (after the webhook, the billing sweep, /success): the idempotency
 * key makes the provider answer one subscription per purchase. Never call it inside a transaction: it talks to the
 * provider.
 */
export async function ensureTrialSubscription(deps: AppDeps, purchaseId: string): Promise<void> {
  const provider = deps.payments.provider;
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', deps.payments.unavailableMessage ?? 'Payments are not available here.');
  const [purchase] = await deps.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase || purchase.product !== 'trial' || purchase.status !== 'completed' || !purchase.completedAt) return;
  const [existing] = await deps.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.purchaseId, purchaseId));
  if (existing) return;
  if (purchase.userId && (await hasRunningSubscription(deps, purchase.userId))) {
    deps.logger.warn({ purchaseId, userId: purchase.userId }, 'trial paid by a buyer whose membership already runs: no second subscription');
    return;
  }

  const card = await payingCard(deps, provider, purchase);
  if (!card) return;
  const snapshot = await provider.createSubscription({
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    priceCents: SUBSCRIPTION_PLAN.priceCents,
    currency: purchase.currency,
    productName: SUBSCRIPTION_PLAN.name,
    trialEnd: new Date(purchase.completedAt.getTime() + SUBSCRIPTION_PLAN.trialDays * DAY_MS),
    metadata: { purchase_id: purchase.id, ...(purchase.userId ? { user_id: purchase.userId } : {}) },
    idempotencyKey: `trial-subscription-${purchase.id}`,
  });
  // The answer describes the subscription as it was created (a retried call replays the first answer), so it is
  // dated at its creation: any event about a later state still wins over it.
  await upsertSubscriptionSnapshot(deps, snapshot, new Date(snapshot.created * 1000));
}

/** A subscription of this user that charges on (one set to cancel at its period's end does not). */
async function hasRunningSubscription(deps: AppDeps, userId: string): Promise<boolean> {
  const [running] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, RUNNING_SUBSCRIPTION_STATUSES),
        isNull(subscriptions.endedAt),
        ne(subscriptions.cancelAtPeriodEnd, true),
      ),
    )
    .limit(1);
  return Boolean(running);
}

/**
 * The card that paid the trial, and its customer: exactly that card, never the customer's default (customers are
 * keyed by e-mail, so the default may be someone else's card). A hosted checkout's session event records the payment
 * without its card; then the payment intent is asked for it. Null (logged) while it is not known: the intent's event,
 * /success or the billing sweep call again.
 */
async function payingCard(
  deps: AppDeps,
  provider: PaymentProvider,
  purchase: PurchaseRow,
): Promise<{ customerId: string; paymentMethodId: string } | null> {
  const [payment] = await deps.db
    .select({ id: payments.providerPaymentId, customerId: payments.providerCustomerId, paymentMethodId: payments.providerPaymentMethodId })
    .from(payments)
    .where(and(eq(payments.purchaseId, purchase.id), eq(payments.status, 'completed')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return null;
  let customerId = payment.customerId ?? purchase.providerCustomerId;
  let paymentMethodId = payment.paymentMethodId;
  if (!paymentMethodId) {
    try {
      const intent = await provider.retrievePaymentIntent(payment.id);
      if (intent.status === 'succeeded' && intent.payment_method) {
        // Recorded as its event would be. The purchase is already completed, so what the ledger leaves for after
        // the commit is this very subscription: it is not run again from here.
        await ledgerTransaction(deps, (ctx) => applyPaymentIntent(ctx, intent));
        paymentMethodId = intent.payment_method;
        customerId = intent.customer ?? customerId;
      }
    } catch (err) {
      deps.logger.warn({ err, purchaseId: purchase.id, paymentIntent: payment.id }, 'could not ask the provider which card paid the trial');
    }
  }
  if (!customerId || !paymentMethodId) {
    deps.logger.warn({ purchaseId: purchase.id, customerId }, 'trial paid but the card that paid is not known yet: the subscription waits for it');
    return null;
  }
  return { customerId, paymentMethodId };
}
