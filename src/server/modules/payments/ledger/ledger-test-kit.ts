import { asc } from 'drizzle-orm';
import Stripe from 'stripe';
import { PRODUCTS, type ProductCode } from '../../../../shared/payments/products';
import { entitlements, paymentCustomers, payments, purchases, refunds, sandboxObjects, subscriptions, webhookEvents } from '../../../db/schema';
import type { createTestApp } from '../../../test-support/create-test-app';

/** Test helpers for the ledger: events in Stripe's shapes, signed with the Stripe SDK's own test-header helper. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const WEBHOOK_PATH = '/api/payments/webhook';

export interface TestEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
}

let sequence = 0;
/** A unique id with Stripe's prefix: 'pi' → pi_test_3_k2j4... */
export const testId = (prefix: string) => `${prefix}_test_${++sequence}_${Math.random().toString(36).slice(2, 10)}`;

export const seconds = (t: TestApp, offset = 0) => Math.floor(t.clock.now().getTime() / 1000) + offset;

export function event(type: string, object: Record<string, unknown>, created: number): TestEvent {
  return { id: testId('evt'), object: 'event', type, created, livemode: false, data: { object } };
}

/**
 * The Stripe-Signature header for a payload, signed with this database's sandbox secret (or `secret`) at the test
 * clock's time (the sandbox checks signatures against it).
 */
export function sign(t: TestApp, payload: string, secret = t.sandboxWebhookSecret): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: seconds(t) });
}

/** POSTs an event as the provider does: the exact bytes that were signed. `signature: null` sends none. */
export async function deliver(t: TestApp, ev: TestEvent, signature?: string | null) {
  const payload = JSON.stringify(ev);
  const header = signature === undefined ? sign(t, payload) : signature;
  const res = await t.app.request(WEBHOOK_PATH, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'stripe-signature': header }) },
  });
  return { status: res.status, json: (await res.json()) as { received?: boolean; duplicate?: boolean; error?: { code: string } } };
}

/** Delivers and expects a 200. */
export async function deliverOk(t: TestApp, ev: TestEvent) {
  const res = await deliver(t, ev);
  if (res.status !== 200) throw new Error(`${ev.type} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json;
}

/**
 * A buyer as the checkout leaves one: the sandbox's customer for the e-mail, its payment_customers row, and a card
 * saved on it (the sandbox's record of a payment method, as a succeeded card payment leaves it).
 */
export async function seedBuyer(t: TestApp, email: string) {
  const provider = t.deps.payments.provider!;
  const { customerId } = await provider.ensureCustomer({ email, idempotencyKey: `customer-${email}` });
  const now = t.clock.now();
  await t.db
    .insert(paymentCustomers)
    .values({ provider: provider.kind, providerCustomerId: customerId, email, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const paymentMethodId = testId('pm');
  await t.db.insert(sandboxObjects).values({
    id: paymentMethodId,
    type: 'payment_method',
    data: {
      id: paymentMethodId,
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      sandbox_card: { number: '4242424242424242', expMonth: 12, expYear: 2030 },
      metadata: {},
      created: seconds(t),
      livemode: false,
    },
    createdAt: now,
    updatedAt: now,
  });
  return { email, customerId, paymentMethodId };
}

export interface SeedPurchase {
  id?: string;
  product: ProductCode;
  email: string;
  visitorId: string;
  customerId: string;
  amountCents?: number;
  channel?: 'card' | 'hosted' | 'saved_card';
  promoCodeId?: string | null;
}

/** A purchase as the checkout creates it, before the provider has reported anything. */
export async function seedPurchase(t: TestApp, input: SeedPurchase) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      ...(input.id ? { id: input.id } : {}),
      product: input.product,
      channel: input.channel ?? 'card',
      amountCents: input.amountCents ?? PRODUCTS[input.product].priceCents,
      currency: 'usd',
      promoCodeId: input.promoCodeId ?? null,
      visitorId: input.visitorId,
      email: input.email,
      provider: 'sandbox',
      providerCustomerId: input.customerId,
      createdAt: t.clock.now(),
    })
    .returning();
  return row!;
}

export interface IntentInput {
  id: string;
  amount: number;
  status: 'succeeded' | 'requires_payment_method' | 'processing' | 'canceled';
  customer: string | null;
  purchaseId?: string;
  paymentMethod?: string | null;
  declineMessage?: string;
  created: number;
}

export function paymentIntent(p: IntentInput): Record<string, unknown> {
  return {
    id: p.id,
    object: 'payment_intent',
    amount: p.amount,
    amount_received: p.status === 'succeeded' ? p.amount : 0,
    currency: 'usd',
    status: p.status,
    customer: p.customer,
    payment_method: p.paymentMethod ?? null,
    metadata: p.purchaseId ? { purchase_id: p.purchaseId } : {},
    created: p.created,
    livemode: false,
    last_payment_error: p.declineMessage ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: p.declineMessage } : null,
  };
}

export function checkoutSession(p: { id: string; purchaseId: string; paymentIntent: string | null; customer: string; amount: number; paid: boolean; created: number }) {
  return {
    id: p.id,
    object: 'checkout.session',
    status: p.paid ? 'complete' : 'expired',
    payment_status: p.paid ? 'paid' : 'unpaid',
    payment_intent: p.paymentIntent,
    customer: p.customer,
    amount_total: p.amount,
    currency: 'usd',
    mode: 'payment',
    metadata: { purchase_id: p.purchaseId },
    created: p.created,
    livemode: false,
  };
}

export function charge(p: { id: string; paymentIntent: string; amount: number; refunded: number; customer: string; purchaseId?: string; created: number }) {
  return {
    id: p.id,
    object: 'charge',
    amount: p.amount,
    amount_captured: p.amount,
    amount_refunded: p.refunded,
    refunded: p.refunded >= p.amount,
    currency: 'usd',
    customer: p.customer,
    payment_intent: p.paymentIntent,
    status: 'succeeded',
    paid: true,
    metadata: p.purchaseId ? { purchase_id: p.purchaseId } : {},
    created: p.created,
    livemode: false,
  };
}

export function refund(p: { id: string; paymentIntent: string; charge: string; amount: number; status: string; created: number }) {
  return { id: p.id, object: 'refund', amount: p.amount, currency: 'usd', status: p.status, payment_intent: p.paymentIntent, charge: p.charge, created: p.created };
}

/** Everything the ledger decided, without row ids and timestamps: two runs that agree on this ended the same. */
export async function ledgerState(t: TestApp) {
  const [paymentRows, subscriptionRows, entitlementRows, purchaseRows, refundRows, customerRows] = await Promise.all([
    t.db.select().from(payments).orderBy(asc(payments.providerPaymentId)),
    t.db.select().from(subscriptions).orderBy(asc(subscriptions.providerSubscriptionId)),
    t.db.select().from(entitlements).orderBy(asc(entitlements.purchaseId), asc(entitlements.entitlement)),
    t.db.select().from(purchases).orderBy(asc(purchases.id)),
    t.db.select().from(refunds).orderBy(asc(refunds.providerRefundId)),
    t.db.select().from(paymentCustomers).orderBy(asc(paymentCustomers.providerCustomerId)),
  ]);
  return {
    payments: paymentRows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest),
    subscriptions: subscriptionRows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest),
    entitlements: entitlementRows.map(({ grantedAt: _g, ...rest }) => rest),
    purchases: purchaseRows.map(({ createdAt: _c, ...rest }) => rest),
    refunds: refundRows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest),
    customers: customerRows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest),
  };
}

export async function webhookEventCount(t: TestApp): Promise<number> {
  return (await t.db.select({ id: webhookEvents.eventId }).from(webhookEvents)).length;
}
