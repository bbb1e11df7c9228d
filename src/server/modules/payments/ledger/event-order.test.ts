import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers, sandboxObjects } from '../../../db/schema';
import { browser, signUp } from '../../../test-support/accounts';
import { createTestApp } from '../../../test-support/create-test-app';
import {
  charge,
  checkoutSession,
  deliverOk,
  event,
  ledgerState,
  paymentIntent,
  seconds,
  seedBuyer,
  seedPurchase,
  type TestApp,
  type TestEvent,
  testId,
  webhookEventCount,
} from './ledger-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe('events in any order', () => {
  it('every order of one trial purchase\'s events ends in the same rows', { timeout: 180_000 }, async () => {
    const email = `${testId('orders')}@example.com`;
    const userId = await signUp(t, browser(t), email);
    const buyer = await seedBuyer(t, email);
    const purchaseId = crypto.randomUUID();
    const visitorId = testId('vid');
    const fresh = async () => {
      // Fresh ledger state for each order; the provider's own records (the sandbox's) stay, as they would.
      await t.db.execute(sql`truncate table payments, refunds, subscriptions, entitlements, webhook_events, purchases cascade`);
      await t.db.update(paymentCustomers).set({ userId: null, defaultPaymentMethodId: null }).where(eq(paymentCustomers.providerCustomerId, buyer.customerId));
      await seedPurchase(t, { id: purchaseId, product: 'trial', email, visitorId, customerId: buyer.customerId, channel: 'hosted' });
    };
    await fresh();

    // The subscription the sandbox answers for this purchase (the ledger asks for it with the same idempotency key
    // once the trial is paid), so the subscription events below are about the one the ledger will find.
    const provider = t.deps.payments.provider!;
    const created = await provider.createSubscription({
      customerId: buyer.customerId,
      paymentMethodId: buyer.paymentMethodId,
      priceCents: 2999,
      currency: 'usd',
      productName: 'Full access membership',
      trialEnd: new Date(t.clock.now().getTime() + 7 * 86_400_000),
      metadata: { purchase_id: purchaseId, user_id: userId },
      idempotencyKey: `trial-subscription-${purchaseId}`,
    });
    const [stored] = await t.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, created.id));
    const subscription = stored!.data;

    const now = seconds(t);
    const pi = testId('pi');
    const events: TestEvent[] = [
      event(
        'checkout.session.completed',
        checkoutSession({ id: testId('cs'), purchaseId, paymentIntent: pi, customer: buyer.customerId, amount: 100, paid: true, created: now }),
        now + 1,
      ),
      event(
        'payment_intent.succeeded',
        paymentIntent({ id: pi, amount: 100, status: 'succeeded', customer: buyer.customerId, purchaseId, paymentMethod: buyer.paymentMethodId, created: now }),
        now + 1,
      ),
      event('customer.subscription.created', subscription, created.created),
      event(
        'customer.subscription.updated',
        { ...subscription, status: 'canceled', canceled_at: now + 100, ended_at: now + 100, cancel_at_period_end: false },
        now + 100,
      ),
      // Stripe copies the payment intent's metadata onto the charge it makes.
      event('charge.refunded', charge({ id: testId('ch'), paymentIntent: pi, amount: 100, refunded: 40, customer: buyer.customerId, purchaseId, created: now }), now + 200),
    ];

    const orders = permutations(events);
    expect(orders).toHaveLength(120);
    let first: Awaited<ReturnType<typeof ledgerState>> | undefined;
    for (const order of orders) {
      await fresh();
      for (const ev of order) await deliverOk(t, ev);
      const state = await ledgerState(t);
      const label = order.map((e) => e.type).join(' → ');
      if (!first) {
        first = state;
        expect(state.payments).toMatchObject([{ providerPaymentId: pi, status: 'completed', amountCents: 100, refundedCents: 40, userId, purchaseId }]);
        expect(state.subscriptions).toMatchObject([{ providerSubscriptionId: created.id, status: 'canceled', purchaseId, userId }]);
        expect(state.entitlements).toEqual([
          { purchaseId, entitlement: 'certificate', userId },
          { purchaseId, entitlement: 'full-report', userId },
        ]);
        expect(state.purchases).toMatchObject([{ id: purchaseId, status: 'completed', userId, providerPaymentId: pi }]);
        expect(state.customers).toMatchObject([{ providerCustomerId: buyer.customerId, userId, defaultPaymentMethodId: buyer.paymentMethodId }]);
      } else {
        expect(state, label).toEqual(first);
      }
      expect(await webhookEventCount(t), label).toBe(5);
    }
  });
});
