import { and, eq, sql } from 'drizzle-orm';
import { payments, refunds } from '../../../db/schema';
import type { FollowUp, LedgerContext } from './ledger-context';
import { refundRankSql } from './ledger-status';
import { lockPurchase } from './lock-purchase';
import { settlePurchase } from './settle-purchase';
import type { ChargeSnapshot, RefundSnapshot } from './stripe-objects';
import { foldInRefunds, upsertPayment } from './upsert-payment';

/**
 * charge.refunded: the payment's refunded amount becomes the charge's (it only grows). A refund reported before the
 * payment itself creates the payment from the charge, completed when the charge succeeded, so the end state does
 * not depend on which event came first.
 */
export async function applyChargeRefunded(ctx: LedgerContext, charge: ChargeSnapshot): Promise<FollowUp[]> {
  const paymentId = charge.payment_intent ?? charge.id;
  const purchase = await lockPurchase(ctx, { purchaseId: charge.metadata.purchase_id, providerPaymentId: paymentId });
  if (!purchase) {
    const [updated] = await ctx.tx
      .update(payments)
      .set({ refundedCents: sql`greatest(${payments.refundedCents}, ${charge.amount_refunded})`, updatedAt: ctx.now })
      .where(and(eq(payments.provider, ctx.provider), eq(payments.providerPaymentId, paymentId)))
      .returning({ id: payments.id });
    if (!updated) ctx.logger.info({ charge: charge.id }, 'refund of a charge of no purchase: not recorded');
    return [];
  }
  const payment = await upsertPayment(ctx, {
    providerPaymentId: paymentId,
    purchaseId: purchase.id,
    product: purchase.product,
    amountCents: charge.amount,
    currency: charge.currency,
    status: charge.status === 'succeeded' ? 'completed' : charge.status === 'failed' ? 'failed' : 'pending',
    failureMessage: charge.status === 'failed' ? 'The payment failed.' : null,
    providerCustomerId: charge.customer ?? purchase.providerCustomerId,
    userId: purchase.userId,
    refundedCents: charge.amount_refunded,
  });
  return settlePurchase(ctx, purchase, payment);
}

/**
 * refund.created / refund.updated: the refund by its id, its status moving only forward. A succeeded refund counts
 * towards its payment's refunded amount (now, or when the payment is recorded later).
 */
export async function applyRefund(ctx: LedgerContext, refund: RefundSnapshot): Promise<FollowUp[]> {
  const paymentId = refund.payment_intent ?? refund.charge;
  if (!paymentId) {
    ctx.logger.warn({ refund: refund.id }, 'refund names neither a payment intent nor a charge: not recorded');
    return [];
  }
  // The purchase's lock first, as every event of a purchase takes it, before the refund's own row.
  const purchase = await lockPurchase(ctx, { providerPaymentId: paymentId });
  const status = refund.status ?? 'pending';
  await ctx.tx
    .insert(refunds)
    .values({
      provider: ctx.provider,
      providerRefundId: refund.id,
      providerPaymentId: paymentId,
      amountCents: refund.amount,
      currency: refund.currency.toLowerCase(),
      status,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: [refunds.provider, refunds.providerRefundId],
      set: { status: sql`excluded.status`, amountCents: sql`excluded.amount_cents`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${refundRankSql(sql`excluded.status`)} > ${refundRankSql(sql`${refunds.status}`)}`,
    });
  const [payment] = await ctx.tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, ctx.provider), eq(payments.providerPaymentId, paymentId)));
  if (!payment) return [];
  const folded = await foldInRefunds(ctx, payment);
  return purchase ? settlePurchase(ctx, purchase, folded) : [];
}
