import { providerFailure } from '../provider-failure';
import { type SubscriptionSnapshot, SubscriptionSnapshotSchema } from '../../ledger/stripe-objects';
import type { PaymentProvider } from '../payment-provider';
import { emitEvent, type SandboxDeps } from './sandbox-context';
import { findCustomerPaymentMethod } from './sandbox-payment-intents';
import { createObject, findObject, replaceObject, type SandboxData, sandboxId, unixSeconds } from './sandbox-store';

type NewSubscription = Parameters<PaymentProvider['createSubscription']>[0];

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  current_period_start: number;
  current_period_end: number;
  quantity: number;
  price: { id: string; object: 'price'; unit_amount: number; currency: string; recurring: { interval: 'month'; interval_count: 1 }; nickname: string };
}

export function subscriptionItem(subscription: SandboxData): SubscriptionItem {
  const item = (subscription.items as { data: SubscriptionItem[] }).data[0];
  if (!item) throw new Error(`sandbox: subscription ${subscription.id} has no item`);
  return item;
}

/** The subscription with its one item replaced, as Stripe's list object holds it. */
export function withItem(subscription: SandboxData, item: SubscriptionItem): SandboxData {
  return { ...subscription, items: { object: 'list', data: [item] } };
}

export function subscriptionSnapshot(subscription: SandboxData): SubscriptionSnapshot {
  return SubscriptionSnapshotSchema.parse(subscription);
}

/** Trialing until trialEnd on the saved card; the billing worker's runDueRenewals charges it after that. */
export async function createSandboxSubscription(deps: SandboxDeps, input: NewSubscription): Promise<SubscriptionSnapshot> {
  await findCustomerPaymentMethod(deps, input.paymentMethodId, input.customerId);
  const now = unixSeconds(deps.clock.now());
  const trialEnd = unixSeconds(input.trialEnd);
  const data: SandboxData = withItem(
    {
      id: sandboxId('sub'),
      object: 'subscription',
      status: 'trialing',
      customer: input.customerId,
      default_payment_method: input.paymentMethodId,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: now,
      trial_end: trialEnd,
      billing_cycle_anchor: trialEnd,
      collection_method: 'charge_automatically',
      metadata: input.metadata,
      created: now,
      livemode: false,
    },
    {
      id: sandboxId('si'),
      object: 'subscription_item',
      current_period_start: now,
      current_period_end: trialEnd,
      quantity: 1,
      price: {
        id: sandboxId('price'),
        object: 'price',
        unit_amount: input.priceCents,
        currency: input.currency.toLowerCase(),
        recurring: { interval: 'month', interval_count: 1 },
        nickname: input.productName,
      },
    },
  );
  const { data: subscription, created } = await createObject(deps.db, {
    type: 'subscription',
    data,
    idempotencyKey: input.idempotencyKey,
    now: deps.clock.now(),
  });
  if (created) await emitEvent(deps, 'customer.subscription.created', subscription);
  return subscriptionSnapshot(subscription);
}

/** Stripe's cancel_at_period_end: access and no charge until the period (the trial, while trialing) ends. */
export async function cancelSandboxSubscription(deps: SandboxDeps, subscriptionId: string): Promise<SubscriptionSnapshot> {
  const subscription = await findObject(deps.db, 'subscription', subscriptionId);
  if (!subscription) throw providerFailure(deps.logger, 'cancelSubscription', new Error(`No such subscription: '${subscriptionId}'`));
  if (subscription.status === 'canceled' || subscription.cancel_at_period_end === true) return subscriptionSnapshot(subscription);
  const now = deps.clock.now();
  const canceled: SandboxData = {
    ...subscription,
    cancel_at_period_end: true,
    cancel_at: subscriptionItem(subscription).current_period_end,
    canceled_at: unixSeconds(now),
  };
  if (!(await replaceObject(deps.db, subscription, canceled, now))) return cancelSandboxSubscription(deps, subscriptionId);
  await emitEvent(deps, 'customer.subscription.updated', canceled);
  return subscriptionSnapshot(canceled);
}
