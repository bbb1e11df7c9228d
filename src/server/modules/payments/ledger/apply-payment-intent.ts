import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { purchases } from '../../../db/schema';
import type { FollowUp, LedgerContext } from './ledger-context';
import { failureMessageOf, paymentStatusOf } from './ledger-status';
import { lockPurchase } from './lock-purchase';
import { paymentMismatch } from './payment-mismatch';
import { settlePurchase } from './settle-purchase';
import type { PaymentIntentSnapshot } from './stripe-objects';
import { upsertPayment } from './upsert-payment';

/**
 * A payment intent as the provider reports it (payment_intent.* events, or fetched by /success): the payment row,
 * then the purchase it pays. An intent that belongs to no purchase of ours (a subscription's invoice, something
 * made by hand in the provider's dashboard) is left to its own events.
 */
export async function applyPaymentIntent(ctx: LedgerContext, pi: PaymentIntentSnapshot): Promise<FollowUp[]> {
  const purchase = await lockPurchase(ctx, { purchaseId: pi.metadata.purchase_id, providerPaymentId: pi.id });
  if (!purchase) {
    ctx.logger.info({ paymentIntent: pi.id }, 'payment intent of no purchase: not recorded');
    return [];
  }
  const reported = paymentStatusOf(pi);
  const customer = pi.customer ?? purchase.providerCustomerId;
  const amountCents = pi.amount_received && pi.amount_received > 0 ? pi.amount_received : pi.amount;
  // The provider's word that it succeeded is not enough: it must have paid what the server priced, for this buyer.
  const mismatch = reported === 'completed' ? paymentMismatch(purchase, { amountCents, currency: pi.currency, customer: pi.customer ?? null }) : null;
  if (mismatch) {
    ctx.logger.warn(
      { purchaseId: purchase.id, paymentIntent: pi.id, paidCents: amountCents, currency: pi.currency, customer: pi.customer, expectedCents: purchase.amountCents },
      'payment does not match its purchase: recorded as failed, nothing fulfilled',
    );
  }
  const status = mismatch ? 'failed' : reported;
  // Only a card that paid is kept: a declined one never pays the subscription or a one-click upsell.
  const paidWith = status === 'completed' ? (pi.payment_method ?? null) : null;
  const payment = await upsertPayment(ctx, {
    providerPaymentId: pi.id,
    purchaseId: purchase.id,
    product: purchase.product,
    amountCents,
    currency: pi.currency,
    status,
    failureMessage: mismatch ?? failureMessageOf(pi),
    providerCustomerId: customer ?? null,
    providerPaymentMethodId: paidWith,
    userId: purchase.userId,
  });
  await linkPurchase(ctx, purchase.id, pi.id, customer ?? null);
  return settlePurchase(ctx, purchase, payment, paidWith);
}

/** The purchase remembers its first payment intent and customer (the keys later events without metadata are found by). */
async function linkPurchase(ctx: LedgerContext, purchaseId: string, paymentIntentId: string, customerId: string | null) {
  await ctx.tx
    .update(purchases)
    .set({
      providerPaymentId: sql`coalesce(${purchases.providerPaymentId}, ${paymentIntentId})`,
      providerCustomerId: sql`coalesce(${purchases.providerCustomerId}, ${customerId})`,
    })
    .where(and(eq(purchases.id, purchaseId), or(isNull(purchases.providerPaymentId), isNull(purchases.providerCustomerId))));
}
