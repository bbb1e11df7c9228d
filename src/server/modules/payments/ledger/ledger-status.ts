import { sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '../../../../shared/payments/payment-status';
import type { PaymentIntentSnapshot } from './stripe-objects';

/**
 * Events arrive in any order and any number of times, so a stored status only ever moves up a rank: completed beats
 * failed beats pending. A failed attempt retried successfully on the same payment intent ends completed, and a late
 * "failed" event for a payment that already succeeded changes nothing.
 */
export const PAYMENT_STATUS_RANK: Record<PaymentStatus, number> = { pending: 1, failed: 2, completed: 3 };

/** The rank of a payments.status column or value, in SQL (for conditional upserts). */
export function paymentRankSql(status: SQL | string): SQL {
  const value = typeof status === 'string' ? sql`${status}` : status;
  return sql`(case ${value} when 'completed' then 3 when 'failed' then 2 else 1 end)`;
}

/** Stripe's payment-intent status as the ledger's: a canceled or declined intent is failed, anything unfinished pending. */
export function paymentStatusOf(pi: PaymentIntentSnapshot): PaymentStatus {
  if (pi.status === 'succeeded') return 'completed';
  if (pi.status === 'canceled') return 'failed';
  if (pi.status === 'requires_payment_method' && pi.last_payment_error) return 'failed';
  return 'pending';
}

/** The provider's wording of why a payment failed, for the buyer and the admin. */
export function failureMessageOf(pi: PaymentIntentSnapshot): string | null {
  if (pi.status === 'canceled') return pi.last_payment_error?.message ?? 'The payment was canceled.';
  if (paymentStatusOf(pi) !== 'failed') return null;
  return pi.last_payment_error?.message ?? 'The payment failed.';
}

/**
 * Subscription snapshots carry the provider's time; an older one never overwrites a newer one. Two snapshots of the
 * same second are ordered by how far the subscription has gone (an ended one cannot come back), so every arrival
 * order ends in the same row.
 */
export function subscriptionProgressSql(status: SQL, cancelAtPeriodEnd: SQL): SQL {
  return sql`((case ${status} when 'canceled' then 6 when 'incomplete_expired' then 6 when 'unpaid' then 5 when 'paused' then 5 when 'past_due' then 4 when 'active' then 3 when 'trialing' then 2 else 1 end) * 2 + (case when ${cancelAtPeriodEnd} then 1 else 0 end))`;
}

/** Refund statuses only move forward: pending or requires_action, then a final one. */
export function refundRankSql(status: SQL): SQL {
  return sql`(case ${status} when 'succeeded' then 3 when 'failed' then 3 when 'canceled' then 3 when 'requires_action' then 2 else 1 end)`;
}
