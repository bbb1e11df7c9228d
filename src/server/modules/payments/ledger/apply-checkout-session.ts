import { and, eq, sql } from 'drizzle-orm';
import { payments, purchases } from '../../../db/schema';
import { applyPaymentIntent } from './apply-payment-intent';
import type { FollowUp, LedgerContext } from './ledger-context';
import { lockPurchase } from './lock-purchase';
import type { CheckoutSessionSnapshot } from './stripe-objects';

/**
 * Hosted checkout: a completed session ties its purchase to the payment intent and customer it made (the intent's own
 * events record the payment); an expired one cancels a purchase still open.
 */
export async function applyCheckoutSession(ctx: LedgerContext, session: CheckoutSessionSnapshot, type: string): Promise<FollowUp[]> {
  const { tx } = ctx;
  const paymentIntentId = session.payment_intent ?? null;
  const purchase = await lockPurchase(ctx, { purchaseId: session.metadata.purchase_id, providerSessionId: session.id, providerPaymentId: paymentIntentId });
  if (!purchase) {
    ctx.logger.info({ session: session.id }, 'checkout session of no purchase: not recorded');
    return [];
  }
  await tx
    .update(purchases)
    .set({
      providerSessionId: sql`coalesce(${purchases.providerSessionId}, ${session.id})`,
      providerPaymentId: sql`coalesce(${purchases.providerPaymentId}, ${paymentIntentId})`,
      providerCustomerId: sql`coalesce(${purchases.providerCustomerId}, ${session.customer ?? null})`,
      ...(type === 'checkout.session.expired' && purchase.status === 'open' ? { status: 'canceled' as const } : {}),
    })
    .where(eq(purchases.id, purchase.id));
  if (type !== 'checkout.session.completed' || session.payment_status !== 'paid' || !paymentIntentId) return [];

  // The intent's events record the payment. Should they have come first without naming the purchase (no metadata,
  // and the purchase did not know the intent yet), nothing was recorded: the paid session records it now, in their stead.
  const [recorded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, ctx.provider), eq(payments.providerPaymentId, paymentIntentId)));
  if (recorded) return [];
  // A session that does not say what it took cannot be checked against the purchase: its intent's events will.
  if (session.amount_total == null || !session.currency) {
    ctx.logger.warn({ session: session.id }, 'paid checkout session without amount or currency: left to its payment intent');
    return [];
  }
  return applyPaymentIntent(ctx, {
    object: 'payment_intent',
    id: paymentIntentId,
    amount: session.amount_total,
    amount_received: session.amount_total,
    currency: session.currency,
    status: 'succeeded',
    customer: session.customer ?? null,
    payment_method: null,
    metadata: { purchase_id: purchase.id },
    created: session.created,
    last_payment_error: null,
  });
}
