import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { CURRENCY } from '../../../../shared/payments/products';
import { paymentCustomers, purchases, subscriptions, user } from '../../../db/schema';
import type { AppDeps } from '../../../lib/app-env';
import { ledgerTransaction } from './ledger-transaction';
import type { LedgerContext } from './ledger-context';
import { subscriptionProgressSql } from './ledger-status';
import type { SubscriptionSnapshot } from './stripe-objects';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const seconds = (s: number | null | undefined) => (s === null || s === undefined ? null : new Date(s * 1000));

/**
 * The subscription as the provider reported it at `observedAt` (an event's creation time, or the time of an API
 * answer). A snapshot older than the stored one is ignored, and of two from the same second the one further along
 * wins (canceled over active, cancel-at-period-end over not), so any arrival order ends in the newest state.
 * Takes the app's deps (its own transaction) or a ledger context (inside the caller's).
 */
export async function upsertSubscriptionSnapshot(target: AppDeps | LedgerContext, snapshot: SubscriptionSnapshot, observedAt: Date): Promise<void> {
  if ('tx' in target) return applySubscription(target, snapshot, observedAt);
  await ledgerTransaction(target, (ctx) => applySubscription(ctx, snapshot, observedAt));
}

async function applySubscription(ctx: LedgerContext, snapshot: SubscriptionSnapshot, observedAt: Date): Promise<void> {
  const { tx } = ctx;
  const item = snapshot.items.data[0];
  const purchase = await ownPurchase(ctx, snapshot);
  const userId = (await existingUser(ctx, snapshot.metadata.user_id)) ?? purchase?.userId ?? (await customerUser(ctx, snapshot.customer));
  const state = {
    status: snapshot.status,
    providerCustomerId: snapshot.customer,
    priceCents: item?.price.unit_amount ?? 0,
    currency: (item?.price.currency ?? CURRENCY).toLowerCase(),
    trialEnd: seconds(snapshot.trial_end),
    currentPeriodEnd: seconds(snapshot.current_period_end ?? item?.current_period_end),
    cancelAtPeriodEnd: snapshot.cancel_at_period_end,
    canceledAt: seconds(snapshot.canceled_at),
    endedAt: seconds(snapshot.ended_at),
    providerUpdatedAt: observedAt,
    updatedAt: ctx.now,
  };
  const storedProgress = subscriptionProgressSql(sql`${subscriptions.status}`, sql`${subscriptions.cancelAtPeriodEnd}`);
  const incomingProgress = subscriptionProgressSql(sql`excluded.status`, sql`excluded.cancel_at_period_end`);
  await tx
    .insert(subscriptions)
    .values({
      provider: ctx.provider,
      providerSubscriptionId: snapshot.id,
      purchaseId: purchase?.id ?? null,
      userId,
      createdAt: ctx.now,
      ...state,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: {
        status: sql`excluded.status`,
        providerCustomerId: sql`excluded.provider_customer_id`,
        priceCents: sql`excluded.price_cents`,
        currency: sql`excluded.currency`,
        trialEnd: sql`excluded.trial_end`,
        currentPeriodEnd: sql`excluded.current_period_end`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        canceledAt: sql`excluded.canceled_at`,
        endedAt: sql`excluded.ended_at`,
        providerUpdatedAt: sql`excluded.provider_updated_at`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`excluded.provider_updated_at > ${subscriptions.providerUpdatedAt}
        or (excluded.provider_updated_at = ${subscriptions.providerUpdatedAt} and ${incomingProgress} > ${storedProgress})`,
    });
  // Whom it belongs to is not state: learnt from any snapshot, old or new, and then kept.
  if (purchase || userId) {
    await tx
      .update(subscriptions)
      .set({
        purchaseId: sql`coalesce(${subscriptions.purchaseId}, ${purchase?.id ?? null}::uuid)`,
        userId: sql`coalesce(${subscriptions.userId}, ${userId})`,
      })
      .where(
        and(
          eq(subscriptions.provider, ctx.provider),
          eq(subscriptions.providerSubscriptionId, snapshot.id),
          or(isNull(subscriptions.purchaseId), isNull(subscriptions.userId)),
        ),
      );
  }
}

/** metadata.purchase_id, when it names a purchase that no other subscription already started. */
async function ownPurchase(ctx: LedgerContext, snapshot: SubscriptionSnapshot) {
  const id = snapshot.metadata.purchase_id;
  if (!id || !UUID.test(id)) return null;
  const [purchase] = await ctx.tx.select({ id: purchases.id, userId: purchases.userId }).from(purchases).where(eq(purchases.id, id));
  if (!purchase) return null;
  const [other] = await ctx.tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.purchaseId, id), ne(subscriptions.providerSubscriptionId, snapshot.id)));
  if (other) {
    ctx.logger.warn({ subscription: snapshot.id, purchaseId: id }, 'a second subscription names a purchase that already has one; not linked');
    return null;
  }
  return purchase;
}

async function existingUser(ctx: LedgerContext, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const [found] = await ctx.tx.select({ id: user.id }).from(user).where(eq(user.id, id));
  return found?.id ?? null;
}

async function customerUser(ctx: LedgerContext, customerId: string): Promise<string | null> {
  const [customer] = await ctx.tx
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, ctx.provider), eq(paymentCustomers.providerCustomerId, customerId)));
  return customer?.userId ?? null;
}
