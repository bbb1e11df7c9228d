import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers, payments, sandboxObjects, subscriptions } from '../../../db/schema';
import { browser, signUp } from '../../../test-support/accounts';
import { createTestApp } from '../../../test-support/create-test-app';
import { checkoutSession, deliverOk, event, paymentIntent, seconds, seedBuyer, seedPurchase, type TestApp, testId } from './ledger-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The trial purchase's subscription as the ledger holds it, and the card the sandbox bills it to. */
async function subscriptionOf(purchaseId: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.purchaseId, purchaseId));
  if (!row) return null;
  const [object] = await t.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, row.providerSubscriptionId));
  return { row, card: object!.data.default_payment_method as string };
}

/**
 * A hosted-checkout trial of a customer (customers are keyed by e-mail) who already has another card as default:
 * someone else typed this e-mail before. Answers the card that pays the trial, also saved on the customer.
 */
async function trialOfCustomerWithAnotherCard() {
  const email = `${testId('shared')}@example.com`;
  const earlier = await seedBuyer(t, email);
  await t.db.update(paymentCustomers).set({ defaultPaymentMethodId: earlier.paymentMethodId }).where(eq(paymentCustomers.providerCustomerId, earlier.customerId));
  const paying = await seedBuyer(t, email);
  expect(paying.customerId).toBe(earlier.customerId);
  const purchase = await seedPurchase(t, { product: 'trial', email, visitorId: testId('vid'), customerId: paying.customerId, channel: 'hosted' });
  const session = (paymentIntentId: string) =>
    event(
      'checkout.session.completed',
      checkoutSession({ id: testId('cs'), purchaseId: purchase.id, paymentIntent: paymentIntentId, customer: paying.customerId, amount: 100, paid: true, created: seconds(t) }),
      seconds(t),
    );
  return { purchase, customerId: paying.customerId, payingCard: paying.paymentMethodId, otherCard: earlier.paymentMethodId, session };
}

describe('the trial subscription goes on the card that paid the trial', () => {
  it('waits when the session completes before the payment intent, then subscribes the paying card, not the default', async () => {
    const trial = await trialOfCustomerWithAnotherCard();
    // An intent the provider cannot be asked about (as when Stripe is unreachable): only its event tells the card.
    const pi = testId('pi');
    await deliverOk(t, trial.session(pi));
    expect(await subscriptionOf(trial.purchase.id)).toBeNull();
    expect(await t.db.select().from(payments).where(eq(payments.purchaseId, trial.purchase.id))).toMatchObject([{ status: 'completed', providerPaymentMethodId: null }]);

    await deliverOk(
      t,
      event(
        'payment_intent.succeeded',
        paymentIntent({ id: pi, amount: 100, status: 'succeeded', customer: trial.customerId, purchaseId: trial.purchase.id, paymentMethod: trial.payingCard, created: seconds(t) }),
        seconds(t, 1),
      ),
    );
    const subscription = await subscriptionOf(trial.purchase.id);
    expect(subscription?.card).toBe(trial.payingCard);
    expect(subscription?.card).not.toBe(trial.otherCard);
    expect(await t.db.select().from(payments).where(eq(payments.purchaseId, trial.purchase.id))).toMatchObject([{ providerPaymentMethodId: trial.payingCard }]);
  });

  it('asks the provider which card paid when only the session has been reported', async () => {
    const trial = await trialOfCustomerWithAnotherCard();
    const pi = testId('pi_sbx');
    const now = t.clock.now();
    await t.db.insert(sandboxObjects).values({
      id: pi,
      type: 'payment_intent',
      data: paymentIntent({ id: pi, amount: 100, status: 'succeeded', customer: trial.customerId, purchaseId: trial.purchase.id, paymentMethod: trial.payingCard, created: seconds(t) }),
      createdAt: now,
      updatedAt: now,
    });
    await deliverOk(t, trial.session(pi));
    expect((await subscriptionOf(trial.purchase.id))?.card).toBe(trial.payingCard);
    expect(await t.db.select().from(payments).where(eq(payments.purchaseId, trial.purchase.id))).toMatchObject([{ providerPaymentMethodId: trial.payingCard }]);
  });
});

describe('one running membership per person', () => {
  async function paidTrial(email: string) {
    const buyer = await seedBuyer(t, email);
    const purchase = await seedPurchase(t, { product: 'trial', email, visitorId: testId('vid'), customerId: buyer.customerId });
    await deliverOk(
      t,
      event(
        'payment_intent.succeeded',
        paymentIntent({ id: testId('pi'), amount: 100, status: 'succeeded', customer: buyer.customerId, purchaseId: purchase.id, paymentMethod: buyer.paymentMethodId, created: seconds(t) }),
        seconds(t),
      ),
    );
    return purchase;
  }

  async function runningMembership(userId: string, fields: Partial<typeof subscriptions.$inferInsert> = {}) {
    const now = t.clock.now();
    const [row] = await t.db
      .insert(subscriptions)
      .values({ provider: 'sandbox', providerSubscriptionId: testId('sub'), userId, status: 'active', priceCents: 2999, currency: 'usd', providerUpdatedAt: now, createdAt: now, updatedAt: now, ...fields })
      .returning();
    return row!;
  }

  it('starts no second subscription for a buyer whose membership already runs (past due included)', async () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      const email = `${testId('member')}@example.com`;
      const userId = await signUp(t, browser(t), email);
      await runningMembership(userId, { status });
      const purchase = await paidTrial(email);
      expect(await subscriptionOf(purchase.id), status).toBeNull();
      expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)), status).toHaveLength(1);
    }
  });

  it('starts one for a buyer whose membership has ended or is set to end', async () => {
    for (const fields of [{ status: 'canceled', endedAt: t.clock.now() }, { status: 'active', cancelAtPeriodEnd: true }]) {
      const email = `${testId('former')}@example.com`;
      const userId = await signUp(t, browser(t), email);
      await runningMembership(userId, fields);
      const purchase = await paidTrial(email);
      expect(await subscriptionOf(purchase.id), JSON.stringify(fields)).toMatchObject({ row: { userId, status: 'trialing' } });
    }
  });
});
