import { desc, eq } from 'drizzle-orm';
import type { Subscription, SubscriptionResponse } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A subscription as the signed-in area shows it: the next charge is the trial's end while trialing and the period's
 * end while active; once cancelled there is none, and access lasts until `endsAt`.
 */
export function toSubscription(row: SubscriptionRow): Subscription {
  const inTrial = row.status === 'trialing';
  const cancelled = row.cancelAtPeriodEnd || row.status === 'canceled';
  const periodEnd = inTrial ? (row.trialEnd ?? row.currentPeriodEnd) : row.currentPeriodEnd;
  const nextChargeAt = cancelled ? null : inTrial ? row.trialEnd : row.status === 'active' ? row.currentPeriodEnd : null;
  const endsAt = row.status === 'canceled' ? (row.endedAt ?? row.canceledAt) : row.cancelAtPeriodEnd ? periodEnd : null;
  return {
    id: row.id,
    status: row.status,
    in_trial: inTrial,
    trial_end: iso(row.trialEnd),
    nextChargeAt: iso(nextChargeAt),
    nextChargeCents: nextChargeAt ? row.priceCents : null,
    priceCents: row.priceCents,
    currency: row.currency,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endsAt: iso(endsAt),
    canceledAt: iso(row.canceledAt),
  };
}

export function toSubscriptionResponse(row: SubscriptionRow | undefined): SubscriptionResponse {
  const subscription = row ? toSubscription(row) : null;
  return { subscription, in_trial: subscription?.in_trial ?? false, trial_end: subscription?.trial_end ?? null };
}

export async function findLatestSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)).limit(1);
  return row;
}

/** GET /api/payments/subscription (spec check-subscription): the user's latest subscription. */
export async function getSubscription(db: Db, userId: string): Promise<SubscriptionResponse> {
  return toSubscriptionResponse(await findLatestSubscription(db, userId));
}
