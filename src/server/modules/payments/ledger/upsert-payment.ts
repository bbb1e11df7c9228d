import { and, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../../shared/payments/payment-status';
import { payments, refunds } from '../../../db/schema';
import type { LedgerContext } from './ledger-context';
import { paymentRankSql } from './ledger-status';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentFacts {
  providerPaymentId: string;
  purchaseId: string | null;
  product: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  failureMessage: string | null;
  providerCustomerId: string | null;
  /** The card that paid: known from a succeeded payment intent only (a hosted session's event does not say). */
  providerPaymentMethodId?: string | null;
  providerSubscriptionId?: string | null;
  userId: string | null;
  /** What the provider reports refunded so far (charge.amount_refunded); refunds only grow. */
  refundedCents?: number;
}

/**
 * One row per provider payment, however many events report it and in whatever order: the status only moves up a
 * rank (the amount and message follow the winning status), ids once known are kept, and the refunded amount is the
 * largest reported, or the sum of the refunds recorded for it if that is larger.
 */
export async function upsertPayment(ctx: LedgerContext, facts: PaymentFacts): Promise<PaymentRow> {
  const stored = paymentRankSql(sql`${payments.status}`);
  const incoming = paymentRankSql(sql`excluded.status`);
  const [row] = await ctx.tx
    .insert(payments)
    .values({
      provider: ctx.provider,
      providerPaymentId: facts.providerPaymentId,
      purchaseId: facts.purchaseId,
      providerSubscriptionId: facts.providerSubscriptionId ?? null,
      providerCustomerId: facts.providerCustomerId,
      providerPaymentMethodId: facts.providerPaymentMethodId ?? null,
      userId: facts.userId,
      product: facts.product,
      amountCents: facts.amountCents,
      currency: facts.currency.toLowerCase(),
      status: facts.status,
      refundedCents: facts.refundedCents ?? 0,
      failureMessage: facts.failureMessage,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: {
        status: sql`case when ${incoming} > ${stored} then excluded.status else ${payments.status} end`,
        amountCents: sql`case when ${incoming} >= ${stored} then excluded.amount_cents else ${payments.amountCents} end`,
        currency: sql`case when ${incoming} >= ${stored} then excluded.currency else ${payments.currency} end`,
        failureMessage: sql`case when ${incoming} > ${stored} then excluded.failure_message when ${incoming} = ${stored} then coalesce(${payments.failureMessage}, excluded.failure_message) else ${payments.failureMessage} end`,
        purchaseId: sql`coalesce(${payments.purchaseId}, excluded.purchase_id)`,
        providerCustomerId: sql`coalesce(${payments.providerCustomerId}, excluded.provider_customer_id)`,
        providerSubscriptionId: sql`coalesce(${payments.providerSubscriptionId}, excluded.provider_subscription_id)`,
        providerPaymentMethodId: sql`coalesce(${payments.providerPaymentMethodId}, excluded.provider_payment_method_id)`,
        userId: sql`coalesce(${payments.userId}, excluded.user_id)`,
        refundedCents: sql`greatest(${payments.refundedCents}, excluded.refunded_cents)`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return foldInRefunds(ctx, row!);
}

/** A refund event may arrive before its payment: the payment takes the recorded refunds into account when it appears. */
export async function foldInRefunds(ctx: LedgerContext, row: PaymentRow): Promise<PaymentRow> {
  const refunded = ctx.tx
    .select({ total: sql`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.provider, ctx.provider), eq(refunds.providerPaymentId, row.providerPaymentId), eq(refunds.status, 'succeeded')));
  const [updated] = await ctx.tx
    .update(payments)
    .set({ refundedCents: sql`greatest(${payments.refundedCents}, (${refunded}))` })
    .where(and(eq(payments.id, row.id), sql`${payments.refundedCents} < (${refunded})`))
    .returning();
  return updated ?? row;
}
