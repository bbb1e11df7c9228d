import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { SUBSCRIPTION_PLAN } from '../../../../shared/payments/products';
import { paymentCustomers, payments, purchases, subscriptions } from '../../../db/schema';
import type { AppDeps } from '../../../lib/app-env';
import { AppError } from '../../../lib/app-error';
import { upsertSubscriptionSnapshot } from './upsert-subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The paid trial turns into the monthly plan: for a completed trial purchase without a subscription, asks the provider
 * for one on the saved card, trialing until 7 days after the payment, and records it. Safe to call any number of times
 * and from several places at once (after the webhook, the billing sweep, /success): the idempotency key makes the
 * provider answer one subscription per purchase. Never call it inside a transaction: it talks to the provider.
 */
export async function ensureTrialSubscription(deps: AppDeps, purchaseId: string): Promise<void> {
  const provider = deps.payments.provider;
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', deps.payments.unavailableMessage ?? 'Payments are not available here.');
  const [purchase] = await deps.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase || purchase.product !== 'trial' || purchase.status !== 'completed' || !purchase.completedAt) return;
  const [existing] = await deps.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.purchaseId, purchaseId));
  if (existing) return;

  const customerId = purchase.providerCustomerId ?? (await paidCustomer(deps, purchaseId));
  const [customer] = customerId
    ? await deps.db
        .select({ paymentMethodId: paymentCustomers.defaultPaymentMethodId })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.provider, provider.kind), eq(paymentCustomers.providerCustomerId, customerId)))
    : [];
  if (!customerId || !customer?.paymentMethodId) {
    deps.logger.warn({ purchaseId, customerId }, 'trial paid but no saved card is known yet: the subscription waits for it');
    return;
  }
  const snapshot = await provider.createSubscription({
    customerId,
    paymentMethodId: customer.paymentMethodId,
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

async function paidCustomer(deps: AppDeps, purchaseId: string): Promise<string | null> {
  const [payment] = await deps.db
    .select({ customerId: payments.providerCustomerId })
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), eq(payments.status, 'completed'), isNotNull(payments.providerCustomerId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment?.customerId ?? null;
}
