import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { sandboxObjects } from '../../../../db/schema';
import { emitEvent, type SandboxDeps } from './sandbox-context';
import { createObject, findObject, replaceObject, type SandboxData, sandboxId, unixSeconds } from './sandbox-store';
import { subscriptionItem, withItem } from './sandbox-subscriptions';
import { type CardToCharge, cardOutcome } from './test-cards';

/** A subscription that has fallen far behind (a stopped server) catches up at most this many periods per run. */
const MAX_PERIODS_PER_RUN = 24;

/** The anchor moved by whole months, clamped to the month's last day as Stripe does (Jan 31 → Feb 28). */
export function addMonths(anchorSeconds: number, months: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const target = new Date(anchor.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(anchor.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

function nextPeriodEnd(subscription: SandboxData, currentEnd: number): number {
  const anchor = subscription.billing_cycle_anchor as number;
  for (let months = 1; ; months++) {
    const end = addMonths(anchor, months);
    if (end > currentEnd) return end;
  }
}

/**
 * What Stripe's billing does when a period ends, for the sandbox's subscriptions (called by the billing worker):
 * a subscription set to cancel ends; any other trialing or active one is charged the plan's price on its saved card
 * for the next month (invoice.paid, active) or falls past_due (invoice.payment_failed). Answers how many periods
 * it settled. Each change is a compare-and-swap, so two workers never charge one period twice.
 */
export async function runSandboxRenewals(deps: SandboxDeps): Promise<number> {
  const nowSeconds = unixSeconds(deps.clock.now());
  const due = await deps.db
    .select({ id: sandboxObjects.id })
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.type, 'subscription'),
        inArray(sql<string>`${sandboxObjects.data}->>'status'`, ['trialing', 'active']),
        lte(sql<number>`(${sandboxObjects.data}->'items'->'data'->0->>'current_period_end')::bigint`, nowSeconds),
      ),
    );
  let settled = 0;
  for (const { id } of due) {
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      const subscription = await findObject(deps.db, 'subscription', id);
      if (!subscription || !['trialing', 'active'].includes(subscription.status as string)) break;
      if (subscriptionItem(subscription).current_period_end > nowSeconds) break;
      if (!(await settlePeriod(deps, subscription))) break;
      settled++;
    }
  }
  return settled;
}

async function settlePeriod(deps: SandboxDeps, subscription: SandboxData): Promise<boolean> {
  const now = deps.clock.now();
  const item = subscriptionItem(subscription);
  const periodEnd = item.current_period_end;

  if (subscription.cancel_at_period_end === true) {
    const ended: SandboxData = { ...subscription, status: 'canceled', ended_at: periodEnd };
    if (!(await replaceObject(deps.db, subscription, ended, now))) return false;
    await emitEvent(deps, 'customer.subscription.deleted', ended);
    return true;
  }

  const pm = await findObject(deps.db, 'payment_method', subscription.default_payment_method as string);
  const card = (pm?.sandbox_card as CardToCharge | undefined) ?? { number: '', expMonth: 0, expYear: 0 };
  const outcome = cardOutcome(card, now);
  const nextEnd = nextPeriodEnd(subscription, periodEnd);
  // Stripe starts the new period whether or not its invoice is paid; an unpaid one leaves the subscription past_due.
  const renewed = withItem(
    { ...subscription, status: outcome.ok ? 'active' : 'past_due' },
    { ...item, current_period_start: periodEnd, current_period_end: nextEnd },
  );
  if (!(await replaceObject(deps.db, subscription, renewed, now))) return false;

  const amount = item.price.unit_amount;
  const invoice: SandboxData = {
    id: sandboxId('in'),
    object: 'invoice',
    status: outcome.ok ? 'paid' : 'open',
    billing_reason: 'subscription_cycle',
    amount_due: amount,
    amount_paid: outcome.ok ? amount : 0,
    amount_remaining: outcome.ok ? 0 : amount,
    currency: item.price.currency,
    customer: subscription.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
    period_start: periodEnd,
    period_end: nextEnd,
    attempt_count: 1,
    last_payment_error: outcome.ok ? null : { type: 'card_error', code: outcome.decline.code, decline_code: outcome.decline.declineCode, message: outcome.decline.message },
    created: unixSeconds(now),
    livemode: false,
  };
  const { data: stored } = await createObject(deps.db, { type: 'invoice', data: invoice, idempotencyKey: `${subscription.id}:${periodEnd}`, now });
  await emitEvent(deps, outcome.ok ? 'invoice.paid' : 'invoice.payment_failed', stored);
  await emitEvent(deps, 'customer.subscription.updated', renewed);
  return true;
}
