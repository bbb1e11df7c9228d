import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, entitlements, paymentCustomers, payments, promoCodes, purchases, testResults, user, webhookEvents } from '../../../db/schema';
import { browser, signUp } from '../../../test-support/accounts';
import { createTestApp } from '../../../test-support/create-test-app';
import { DEVELOPMENT_AUTH_SECRET } from '../../auth/auth-settings';
import { loadSandboxWebhookSecret } from '../provider/sandbox/sandbox-webhook-secret';
import {
  charge,
  checkoutSession,
  deliver,
  deliverOk,
  event,
  paymentIntent,
  refund,
  seconds,
  seedBuyer,
  seedPurchase,
  sign,
  type TestApp,
  testId,
} from './ledger-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paymentsOf(purchaseId: string) {
  return t.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
}
async function grantsOf(purchaseId: string) {
  return (await t.db.select().from(entitlements).where(eq(entitlements.purchaseId, purchaseId))).map((e) => e.entitlement).sort();
}
async function purchase(id: string) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, id));
  return row!;
}
async function eventRows(id: string) {
  return t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
}

/** A new buyer with an upsell purchase and the succeeded payment-intent event that pays it. */
async function paidUpsell(email = `${testId('buyer')}@example.com`) {
  const buyer = await seedBuyer(t, email);
  const p = await seedPurchase(t, { product: 'ultra', email, visitorId: testId('vid'), customerId: buyer.customerId, channel: 'hosted' });
  const pi = testId('pi');
  const succeeded = event(
    'payment_intent.succeeded',
    paymentIntent({ id: pi, amount: 999, status: 'succeeded', customer: buyer.customerId, purchaseId: p.id, paymentMethod: buyer.paymentMethodId, created: seconds(t) }),
    seconds(t),
  );
  return { buyer, purchase: p, pi, succeeded };
}

describe('webhook signature', () => {
  it('refuses a missing, wrong or tampered signature with 400 and records nothing', async () => {
    const { succeeded, purchase: p } = await paidUpsell();
    const payload = JSON.stringify(succeeded);
    const missing = await deliver(t, succeeded, null);
    const wrongSecret = await deliver(t, succeeded, sign(t, payload, 'whsec_not_the_sandbox_secret'));
    // What the secret used to be: derived from the development auth secret that is in the source.
    const fromSource = `whsec_${createHmac('sha256', DEVELOPMENT_AUTH_SECRET).update('sandbox-webhook-signing').digest('base64url')}`;
    const derived = await deliver(t, succeeded, sign(t, payload, fromSource));
    const tampered = await deliver(t, { ...succeeded, type: 'payment_intent.canceled' }, sign(t, payload));
    for (const res of [missing, wrongSecret, derived, tampered]) {
      expect(res.status).toBe(400);
      expect(res.json.error?.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await eventRows(succeeded.id)).toHaveLength(0);
    expect(await paymentsOf(p.id)).toHaveLength(0);
    expect((await purchase(p.id)).status).toBe('open');
  });

  it('signs with a random secret per database, the same for every process on it', async () => {
    expect(t.sandboxWebhookSecret).toMatch(/^whsec_[\w-]{40,}$/);
    expect(await loadSandboxWebhookSecret(t.db, t.clock.now())).toBe(t.sandboxWebhookSecret);
    const other = await createTestApp();
    try {
      expect(other.sandboxWebhookSecret).not.toBe(t.sandboxWebhookSecret);
      const { succeeded } = await paidUpsell();
      // An event signed for one installation is refused by another.
      expect((await deliver(other, succeeded, sign(t, JSON.stringify(succeeded)))).status).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('records and acknowledges an event type the ledger does not use', async () => {
    const ev = event('customer.updated', { id: testId('cus'), object: 'customer' }, seconds(t));
    expect(await deliverOk(t, ev)).toEqual({ received: true, duplicate: false });
    expect(await eventRows(ev.id)).toMatchObject([{ provider: 'sandbox', type: 'customer.updated' }]);
  });

  it('answers 422 for a handled type whose object is malformed, and records nothing', async () => {
    const ev = event('payment_intent.succeeded', { object: 'payment_intent', id: testId('pi') }, seconds(t));
    expect((await deliver(t, ev)).status).toBe(422);
    expect(await eventRows(ev.id)).toHaveLength(0);
  });
});

describe('each event applied once', () => {
  it('the same event delivered 5 times one after another: one payment, one set of entitlements, one event row', async () => {
    const { succeeded, purchase: p } = await paidUpsell();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await deliverOk(t, succeeded));
    expect(answers.map((a) => a.duplicate)).toEqual([false, true, true, true, true]);
    expect(await paymentsOf(p.id)).toMatchObject([{ status: 'completed', amountCents: 999, currency: 'usd', refundedCents: 0 }]);
    expect(await grantsOf(p.id)).toEqual(['early-access-games', 'extended-analysis', 'personalised-certificate']);
    expect(await eventRows(succeeded.id)).toHaveLength(1);
  });

  it('the same event delivered 5 times at once: applied exactly once', async () => {
    const { succeeded, purchase: p } = await paidUpsell();
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverOk(t, succeeded)));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(await paymentsOf(p.id)).toHaveLength(1);
    expect(await grantsOf(p.id)).toHaveLength(3);
    expect(await eventRows(succeeded.id)).toHaveLength(1);
    expect(await t.db.select().from(user).where(eq(user.email, p.email))).toHaveLength(1);
  });

  it('counts a promo code once however often the payment is reported', async () => {
    const [promo] = await t.db.insert(promoCodes).values({ code: testId('SAVE').toUpperCase(), percentOff: 50, createdAt: t.clock.now() }).returning();
    const email = `${testId('promo')}@example.com`;
    const buyer = await seedBuyer(t, email);
    const p = await seedPurchase(t, { product: 'trial', email, visitorId: testId('vid'), customerId: buyer.customerId, amountCents: 50, promoCodeId: promo!.id });
    const pi = testId('pi');
    const intent = paymentIntent({ id: pi, amount: 50, status: 'succeeded', customer: buyer.customerId, purchaseId: p.id, paymentMethod: buyer.paymentMethodId, created: seconds(t) });
    await deliverOk(t, event('payment_intent.succeeded', intent, seconds(t)));
    await deliverOk(t, event('payment_intent.succeeded', intent, seconds(t, 1)));
    const [after] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id));
    expect(after!.redemptionCount).toBe(1);
  });
});

describe('the buyer becomes an account holder', () => {
  it('creates an account for a new e-mail and gives it the purchase, the payment, the customer and the funnel records', async () => {
    const b = browser(t);
    const attemptId = (await b.post('/api/quiz/attempts')).json.attempt.id as string;
    await b.post(`/api/quiz/attempts/${attemptId}/submit`);
    const [attempt] = await t.db.select().from(attempts).where(eq(attempts.id, attemptId));
    const email = `jane.doe+${testId('n')}@example.com`;
    const buyer = await seedBuyer(t, email);
    const p = await seedPurchase(t, { product: 'trial', email, visitorId: attempt!.visitorId, customerId: buyer.customerId });
    const pi = testId('pi');
    await deliverOk(
      t,
      event(
        'payment_intent.succeeded',
        paymentIntent({ id: pi, amount: 100, status: 'succeeded', customer: buyer.customerId, purchaseId: p.id, paymentMethod: buyer.paymentMethodId, created: seconds(t) }),
        seconds(t),
      ),
    );
    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    expect(account).toMatchObject({ name: 'Jane Doe', emailVerified: false });
    expect(await purchase(p.id)).toMatchObject({ status: 'completed', userId: account!.id, accountCreated: true, providerPaymentId: pi });
    expect(await paymentsOf(p.id)).toMatchObject([{ userId: account!.id, status: 'completed', amountCents: 100 }]);
    const [customer] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.providerCustomerId, buyer.customerId));
    expect(customer).toMatchObject({ userId: account!.id, defaultPaymentMethodId: buyer.paymentMethodId });
    expect(await grantsOf(p.id)).toEqual(['certificate', 'full-report']);
    const [linked] = await t.db.select().from(attempts).where(eq(attempts.id, attemptId));
    expect(linked!.userId).toBe(account!.id);
    const [result] = await t.db.select().from(testResults).where(eq(testResults.attemptId, attemptId));
    expect(result).toMatchObject({ paymentStatus: 'completed', userId: account!.id });
  });

  it('reuses the existing account of the e-mail (any case) and creates none', async () => {
    const email = `${testId('member')}@example.com`;
    const userId = await signUp(t, browser(t), email);
    const { succeeded, purchase: p } = await paidUpsell(email.toUpperCase());
    await deliverOk(t, succeeded);
    expect(await purchase(p.id)).toMatchObject({ status: 'completed', userId, accountCreated: false });
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect(await t.db.select().from(entitlements).where(eq(entitlements.userId, userId))).toHaveLength(3);
  });
});

describe('payment status', () => {
  it('a declined payment then a successful retry: failed, then completed, and the results follow', async () => {
    const b = browser(t);
    const attemptId = (await b.post('/api/quiz/attempts')).json.attempt.id as string;
    await b.post(`/api/quiz/attempts/${attemptId}/submit`);
    const [attempt] = await t.db.select().from(attempts).where(eq(attempts.id, attemptId));
    const email = `${testId('retry')}@example.com`;
    const buyer = await seedBuyer(t, email);
    const p = await seedPurchase(t, { product: 'trial', email, visitorId: attempt!.visitorId, customerId: buyer.customerId });
    const pi = testId('pi');
    const base = { id: pi, amount: 100, customer: buyer.customerId, purchaseId: p.id, created: seconds(t) };
    const resultStatus = async () => (await t.db.select().from(testResults).where(eq(testResults.attemptId, attemptId)))[0]!.paymentStatus;

    await deliverOk(t, event('payment_intent.payment_failed', paymentIntent({ ...base, status: 'requires_payment_method', declineMessage: 'Your card was declined.' }), seconds(t)));
    expect(await purchase(p.id)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await paymentsOf(p.id)).toMatchObject([{ status: 'failed', failureMessage: 'Your card was declined.' }]);
    expect(await grantsOf(p.id)).toEqual([]);
    expect(await resultStatus()).toBe('failed');
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);

    await deliverOk(t, event('payment_intent.succeeded', paymentIntent({ ...base, status: 'succeeded', paymentMethod: buyer.paymentMethodId }), seconds(t, 5)));
    expect(await purchase(p.id)).toMatchObject({ status: 'completed', failureMessage: null });
    expect(await paymentsOf(p.id)).toMatchObject([{ status: 'completed', failureMessage: null, amountCents: 100 }]);
    expect(await resultStatus()).toBe('completed');
    expect(await grantsOf(p.id)).toEqual(['certificate', 'full-report']);

    // A late copy of the decline (a new event id) changes nothing.
    await deliverOk(t, event('payment_intent.payment_failed', paymentIntent({ ...base, status: 'requires_payment_method', declineMessage: 'Your card was declined.' }), seconds(t, 1)));
    expect((await purchase(p.id)).status).toBe('completed');
    expect((await paymentsOf(p.id))[0]!.status).toBe('completed');
    expect(await resultStatus()).toBe('completed');
  });

  it('processing is pending; an expired checkout cancels an open purchase', async () => {
    const { buyer, purchase: p, pi } = await paidUpsell();
    await deliverOk(t, event('payment_intent.processing', paymentIntent({ id: pi, amount: 999, status: 'processing', customer: buyer.customerId, purchaseId: p.id, created: seconds(t) }), seconds(t)));
    expect(await paymentsOf(p.id)).toMatchObject([{ status: 'pending' }]);
    expect((await purchase(p.id)).status).toBe('open');

    const other = await seedPurchase(t, { product: 'extended', email: buyer.email, visitorId: testId('vid'), customerId: buyer.customerId, channel: 'hosted' });
    const session = checkoutSession({ id: testId('cs'), purchaseId: other.id, paymentIntent: null, customer: buyer.customerId, amount: 799, paid: false, created: seconds(t) });
    await deliverOk(t, event('checkout.session.expired', session, seconds(t)));
    expect(await purchase(other.id)).toMatchObject({ status: 'canceled', providerSessionId: session.id });
  });
});

describe('what was paid must match the purchase', () => {
  const trialPaidWith = async (paid: { amount: number; currency?: string; customer?: string | null }) => {
    const email = `${testId('underpaid')}@example.com`;
    const buyer = await seedBuyer(t, email);
    const p = await seedPurchase(t, { product: 'trial', email, visitorId: testId('vid'), customerId: buyer.customerId, amountCents: 100 });
    const pi = paymentIntent({ id: testId('pi'), amount: paid.amount, status: 'succeeded', customer: paid.customer === undefined ? buyer.customerId : paid.customer, purchaseId: p.id, paymentMethod: buyer.paymentMethodId, created: seconds(t) });
    await deliverOk(t, event('payment_intent.succeeded', { ...pi, currency: paid.currency ?? 'usd' }, seconds(t)));
    return { p, email };
  };

  it('refuses a succeeded payment of 1 cent for a 100-cent purchase: recorded, nothing fulfilled', async () => {
    const { p, email } = await trialPaidWith({ amount: 1 });
    expect((await purchase(p.id)).status).toBe('failed');
    expect((await purchase(p.id)).failureMessage).toMatch(/does not match its purchase \(amount 1 instead of 100\)/);
    expect(await paymentsOf(p.id)).toMatchObject([{ amountCents: 1, status: 'failed', failureMessage: expect.stringMatching(/amount 1 instead of 100/) }]);
    expect(await grantsOf(p.id)).toEqual([]);
    expect(await t.db.$count(user, eq(user.email, email))).toBe(0);
  });

  it('refuses another currency and another customer, and completes the exact payment', async () => {
    const euros = await trialPaidWith({ amount: 100, currency: 'eur' });
    expect((await purchase(euros.p.id)).failureMessage).toMatch(/currency eur instead of usd/);
    const stranger = await trialPaidWith({ amount: 100, customer: 'cus_someone_else' });
    expect((await purchase(stranger.p.id)).failureMessage).toMatch(/another customer/);
    for (const refused of [euros, stranger]) expect(await grantsOf(refused.p.id)).toEqual([]);

    const exact = await trialPaidWith({ amount: 100 });
    expect((await purchase(exact.p.id)).status).toBe('completed');
    expect(await grantsOf(exact.p.id)).not.toEqual([]);
  });

  it('refuses a payment that names no customer', async () => {
    const { p } = await trialPaidWith({ amount: 100, customer: null });
    expect((await purchase(p.id)).failureMessage).toMatch(/another customer/);
    expect(await grantsOf(p.id)).toEqual([]);
  });

  it('checks a paid hosted checkout the same way, and takes nothing on trust from one that omits what it took', async () => {
    const paidSession = async (amount: number | null, currency: string | null) => {
      const email = `${testId('hosted')}@example.com`;
      const buyer = await seedBuyer(t, email);
      const p = await seedPurchase(t, { product: 'trial', email, visitorId: testId('vid'), customerId: buyer.customerId, amountCents: 100 });
      const session = checkoutSession({ id: testId('cs'), purchaseId: p.id, paymentIntent: testId('pi'), customer: buyer.customerId, amount: 100, paid: true, created: seconds(t) });
      await deliverOk(t, event('checkout.session.completed', { ...session, amount_total: amount, currency }, seconds(t)));
      return p;
    };
    const underpaid = await paidSession(1, 'usd');
    expect((await purchase(underpaid.id)).failureMessage).toMatch(/amount 1 instead of 100/);
    expect(await grantsOf(underpaid.id)).toEqual([]);
    for (const [amount, currency] of [[null, 'usd'], [100, null]] as const) {
      const silent = await paidSession(amount, currency);
      expect((await purchase(silent.id)).status).toBe('open');
      expect(await paymentsOf(silent.id)).toEqual([]);
      expect(await grantsOf(silent.id)).toEqual([]);
    }
  });
});

describe('refunds', () => {
  it('a partial refund keeps the entitlements, a full one removes them', async () => {
    const { buyer, purchase: p, pi, succeeded } = await paidUpsell();
    await deliverOk(t, succeeded);
    const ch = testId('ch');
    await deliverOk(t, event('charge.refunded', charge({ id: ch, paymentIntent: pi, amount: 999, refunded: 300, customer: buyer.customerId, created: seconds(t) }), seconds(t, 10)));
    expect(await paymentsOf(p.id)).toMatchObject([{ status: 'completed', refundedCents: 300 }]);
    expect(await grantsOf(p.id)).toHaveLength(3);
    await deliverOk(t, event('charge.refunded', charge({ id: ch, paymentIntent: pi, amount: 999, refunded: 999, customer: buyer.customerId, created: seconds(t) }), seconds(t, 20)));
    expect(await paymentsOf(p.id)).toMatchObject([{ status: 'completed', refundedCents: 999 }]);
    expect(await grantsOf(p.id)).toEqual([]);
    // An older report of the partial refund arriving last does not give them back.
    await deliverOk(t, event('charge.refunded', charge({ id: ch, paymentIntent: pi, amount: 999, refunded: 300, customer: buyer.customerId, created: seconds(t) }), seconds(t, 15)));
    expect((await paymentsOf(p.id))[0]!.refundedCents).toBe(999);
    expect(await grantsOf(p.id)).toEqual([]);
  });

  it('a refund reported before its payment still ends refunded, with no entitlements', async () => {
    const { buyer, purchase: p, pi, succeeded } = await paidUpsell();
    const re = refund({ id: testId('re'), paymentIntent: pi, charge: testId('ch'), amount: 999, status: 'succeeded', created: seconds(t) });
    await deliverOk(t, event('refund.created', re, seconds(t, 30)));
    await deliverOk(t, event('refund.updated', { ...re, status: 'pending' }, seconds(t, 20)));
    await deliverOk(t, succeeded);
    expect(await paymentsOf(p.id)).toMatchObject([{ status: 'completed', amountCents: 999, refundedCents: 999, providerCustomerId: buyer.customerId }]);
    expect(await grantsOf(p.id)).toEqual([]);
  });
});

describe('subscription invoices', () => {
  it('records a paid monthly invoice as a payment of the buyer, and skips the trial\'s $0 invoice', async () => {
    const { buyer, succeeded } = await paidUpsell();
    await deliverOk(t, succeeded);
    const sub = testId('sub');
    const invoice = (id: string, paid: number) => ({
      id,
      object: 'invoice',
      status: 'paid',
      amount_paid: paid,
      amount_due: paid,
      currency: 'usd',
      customer: buyer.customerId,
      parent: { subscription_details: { subscription: sub } },
      created: seconds(t),
    });
    const zero = testId('in');
    const monthly = testId('in');
    await deliverOk(t, event('invoice.paid', invoice(zero, 0), seconds(t)));
    await deliverOk(t, event('invoice.paid', invoice(monthly, 2999), seconds(t)));
    await deliverOk(t, event('invoice.payment_failed', invoice(monthly, 2999), seconds(t, -5)));
    const [customer] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.providerCustomerId, buyer.customerId));
    const rows = await t.db.select().from(payments).where(eq(payments.providerSubscriptionId, sub));
    expect(rows).toMatchObject([{ providerPaymentId: monthly, product: 'monthly', amountCents: 2999, status: 'completed', userId: customer!.userId }]);
  });
});
