import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_FAILURE_MESSAGE } from '../provider-failure';
import { InvoiceSnapshotSchema, SubscriptionSnapshotSchema } from '../../ledger/stripe-objects';
import { addMonths } from './run-due-renewals';
import { card, sandboxTestApp } from './sandbox-test-kit';

/** What the sandbox logs, as pino writes it. */
const logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) });

let t: Awaited<ReturnType<typeof sandboxTestApp>>;
beforeAll(async () => {
  t = await sandboxTestApp({ logger });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
let keys = 0;

/** A buyer who paid the trial fee with this card, so it is saved on their customer. */
async function buyerWithSavedCard(number = '4242424242424242', expMonth = 12, expYear = 2030) {
  const key = ++keys;
  const { customerId } = await t.provider.ensureCustomer({ email: `billing-${key}@example.com`, idempotencyKey: `c-${key}` });
  const { clientSecret, paymentIntentId } = await t.provider.createPaymentIntent({
    amountCents: 100, currency: 'usd', customerId, description: 'trial', metadata: {}, saveCard: true, idempotencyKey: `pi-${key}`,
  });
  const res = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card(number, expMonth, expYear) });
  expect(res.status).toBe(200);
  const { payment_method } = await t.provider.retrievePaymentIntent(paymentIntentId);
  return { customerId, paymentMethodId: payment_method!, key };
}

async function subscribe(buyer: Awaited<ReturnType<typeof buyerWithSavedCard>>) {
  return t.provider.createSubscription({
    customerId: buyer.customerId,
    paymentMethodId: buyer.paymentMethodId,
    priceCents: 2999,
    currency: 'usd',
    productName: 'IQ monthly',
    trialEnd: new Date(t.clock.now().getTime() + 7 * DAY),
    metadata: { purchaseId: `p-${buyer.key}` },
    idempotencyKey: `sub-${buyer.key}`,
  });
}

describe('sandbox chargeSavedCard', () => {
  it('charges the saved card off-session once per idempotency key', async () => {
    const buyer = await buyerWithSavedCard();
    const from = t.events.length;
    const input = { amountCents: 1999, currency: 'usd', customerId: buyer.customerId, paymentMethodId: buyer.paymentMethodId, description: 'Ultra pack', metadata: { upsell: 'ultra' }, idempotencyKey: 'upsell-1' };
    const first = await t.provider.chargeSavedCard(input);
    expect(first).toEqual({ paymentIntentId: expect.stringMatching(/^pi_sbx_/), status: 'succeeded', failureMessage: null });
    expect(await t.provider.chargeSavedCard(input)).toEqual(first);
    expect(t.typesSince(from)).toEqual(['payment_intent.succeeded']);
    expect(t.events[from]!.data.object).toMatchObject({ amount: 1999, metadata: { upsell: 'ultra' }, payment_method: buyer.paymentMethodId });
  });

  it('answers failed with the card’s message when the saved card has expired since', async () => {
    const buyer = await buyerWithSavedCard('4242424242424242', 3, 2026);
    t.clock.advance(30 * DAY);
    const from = t.events.length;
    const result = await t.provider.chargeSavedCard({
      amountCents: 1999, currency: 'usd', customerId: buyer.customerId, paymentMethodId: buyer.paymentMethodId, description: 'x', metadata: {}, idempotencyKey: 'upsell-expired',
    });
    expect(result).toMatchObject({ status: 'failed', failureMessage: 'Your card has expired.' });
    expect(t.typesSince(from)).toEqual(['payment_intent.payment_failed']);
  });

  it('refuses a payment method that is not saved on the customer, naming the ids in the log only', async () => {
    const buyer = await buyerWithSavedCard();
    const other = await buyerWithSavedCard();
    logged.length = 0;
    const failure = await t.provider
      .chargeSavedCard({ amountCents: 1, currency: 'usd', customerId: other.customerId, paymentMethodId: buyer.paymentMethodId, description: 'x', metadata: {}, idempotencyKey: 'wrong' })
      .then(() => expect.unreachable('expected a failure'), (err: unknown) => err as Error);
    expect(failure).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: PROVIDER_FAILURE_MESSAGE });
    expect(failure.message).not.toMatch(/pm_|cus_/);
    expect(logged).toMatchObject([{ level: 50, err: { message: `The payment method ${buyer.paymentMethodId} is not saved on customer ${other.customerId}.` } }]);
  });
});

describe('sandbox provider errors', () => {
  it('answers an unknown payment intent or subscription as Stripe does: a provider error, the id in the log only', async () => {
    logged.length = 0;
    for (const call of [() => t.provider.retrievePaymentIntent('pi_sbx_missing'), () => t.provider.cancelSubscription('sub_sbx_missing')]) {
      const failure = await call().then(() => expect.unreachable('expected a failure'), (err: unknown) => err as Error);
      expect(failure).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: PROVIDER_FAILURE_MESSAGE });
      expect(failure.message).not.toMatch(/_sbx_/);
    }
    expect(logged.map((line) => (line.err as { message: string }).message)).toEqual([
      "No such payment_intent: 'pi_sbx_missing'",
      "No such subscription: 'sub_sbx_missing'",
    ]);
  });
});

describe('sandbox subscriptions', () => {
  it('starts trialing until the trial end, then renews monthly on the saved card', async () => {
    const buyer = await buyerWithSavedCard();
    const from = t.events.length;
    const sub = await subscribe(buyer);
    const trialEnd = Math.floor(t.clock.now().getTime() / 1000) + 7 * 24 * 3600;
    expect(sub).toMatchObject({ status: 'trialing', trial_end: trialEnd, cancel_at_period_end: false, metadata: { purchaseId: `p-${buyer.key}` } });
    expect(sub.items.data[0]).toMatchObject({ current_period_end: trialEnd, price: { unit_amount: 2999, currency: 'usd' } });
    expect(await subscribe(buyer)).toEqual(sub);
    expect(t.typesSince(from)).toEqual(['customer.subscription.created']);

    expect(await t.provider.runDueRenewals()).toBe(0);
    t.clock.advance(7 * DAY);
    const renewedFrom = t.events.length;
    expect(await t.provider.runDueRenewals()).toBe(1);
    expect(await t.provider.runDueRenewals()).toBe(0);
    expect(t.typesSince(renewedFrom)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const invoice = InvoiceSnapshotSchema.parse(t.events[renewedFrom]!.data.object);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 2999, amount_due: 2999, currency: 'usd', customer: buyer.customerId });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    const active = SubscriptionSnapshotSchema.parse(t.events[renewedFrom + 1]!.data.object);
    expect(active.status).toBe('active');
    expect(active.items.data[0]!.current_period_end).toBe(addMonths(trialEnd, 1));
  });

  it('falls past_due with invoice.payment_failed when the renewal is declined', async () => {
    const expiresThisMonth = t.clock.now();
    const buyer = await buyerWithSavedCard('4242424242424242', expiresThisMonth.getUTCMonth() + 1, expiresThisMonth.getUTCFullYear());
    await subscribe(buyer);
    t.clock.advance(40 * DAY);
    const from = t.events.length;
    await t.provider.runDueRenewals();
    const mine = t.events.slice(from).filter((e) => e.data.object.customer === buyer.customerId);
    expect(mine.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(mine[0]!.data.object).toMatchObject({ status: 'open', amount_paid: 0, amount_due: 2999 });
    expect(mine[1]!.data.object).toMatchObject({ status: 'past_due' });
  });

  it('cancels at the period end: no charge, and the subscription ends when the trial does', async () => {
    const buyer = await buyerWithSavedCard();
    const sub = await subscribe(buyer);
    const from = t.events.length;
    const canceled = await t.provider.cancelSubscription(sub.id);
    expect(canceled).toMatchObject({ status: 'trialing', cancel_at_period_end: true, canceled_at: Math.floor(t.clock.now().getTime() / 1000) });
    expect(await t.provider.cancelSubscription(sub.id)).toEqual(canceled);
    expect(t.typesSince(from)).toEqual(['customer.subscription.updated']);

    t.clock.advance(8 * DAY);
    await t.provider.runDueRenewals();
    const mine = t.events.slice(from + 1).filter((e) => e.data.object.id === sub.id || e.data.object.customer === buyer.customerId);
    expect(mine.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect(mine[0]!.data.object).toMatchObject({ status: 'canceled', ended_at: sub.trial_end });
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, clamped to shorter months', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1)).toBe(at('2026-02-28T10:00:00Z'));
    expect(addMonths(at('2026-01-31T10:00:00Z'), 2)).toBe(at('2026-03-31T10:00:00Z'));
    expect(addMonths(at('2026-03-17T12:00:00Z'), 10)).toBe(at('2027-01-17T12:00:00Z'));
  });
});
