import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSessionSnapshotSchema } from '../../ledger/stripe-objects';
import { createTestApp, TEST_PUBLIC_URL, visitor } from '../../../../test-support/create-test-app';
import { card, sandboxTestApp } from './sandbox-test-kit';

let t: Awaited<ReturnType<typeof sandboxTestApp>>;
beforeAll(async () => {
  t = await sandboxTestApp();
});
afterAll(() => t.close());

let keys = 0;
async function newSession(terms: string | null = 'Then $29.99 a month until you cancel.') {
  const { customerId } = await t.provider.ensureCustomer({ email: 'hosted@example.com', idempotencyKey: `c-${++keys}` });
  const session = await t.provider.createCheckoutSession({
    amountCents: 100,
    currency: 'usd',
    customerId,
    productName: 'IQ report trial',
    description: '7-day trial of the full report',
    terms,
    metadata: { purchaseId: `purchase-${keys}` },
    saveCard: true,
    successUrl: `${TEST_PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${TEST_PUBLIC_URL}/checkout`,
    idempotencyKey: `cs-${keys}`,
  });
  return { ...session, customerId, purchaseId: `purchase-${keys}` };
}

describe('sandbox hosted checkout', () => {
  it('shows the session on its own page address', async () => {
    const { sessionId, url } = await newSession();
    expect(sessionId).toMatch(/^cs_sbx_/);
    expect(url).toBe(`${TEST_PUBLIC_URL}/sandbox/checkout?session_id=${sessionId}`);
    const res = await t.browser().get(`/api/payments/sandbox/sessions/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: sessionId,
      status: 'open',
      amountCents: 100,
      currency: 'usd',
      productName: 'IQ report trial',
      description: '7-day trial of the full report',
      email: 'hosted@example.com',
      terms: 'Then $29.99 a month until you cancel.',
      cancelUrl: `${TEST_PUBLIC_URL}/checkout`,
    });
    expect((await t.browser().get('/api/payments/sandbox/sessions/cs_sbx_unknown')).status).toBe(404);
  });

  it('keeps the session open on a decline, then pays, completes it and sends the payment before the session', async () => {
    const { sessionId, customerId, purchaseId } = await newSession();
    const from = t.events.length;
    const declined = await t.browser().post(`/api/payments/sandbox/sessions/${sessionId}/pay`, { card: card('4000000000009995') });
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card has insufficient funds.' });
    expect((await t.browser().get(`/api/payments/sandbox/sessions/${sessionId}`)).json.status).toBe('open');

    const paid = await t.browser().post(`/api/payments/sandbox/sessions/${sessionId}/pay`, { card: card('4242424242424242') });
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ redirectUrl: `${TEST_PUBLIC_URL}/success?session_id=${sessionId}` });
    expect(t.typesSince(from)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded', 'checkout.session.completed']);

    const [failedPi, succeededPi, completed] = t.events.slice(from).map((e) => e.data.object);
    expect(failedPi!.id).toBe(succeededPi!.id);
    expect(succeededPi).toMatchObject({ status: 'succeeded', customer: customerId, metadata: { purchaseId }, setup_future_usage: 'off_session' });
    const session = CheckoutSessionSnapshotSchema.parse(completed);
    expect(session).toMatchObject({ id: sessionId, status: 'complete', payment_status: 'paid', payment_intent: succeededPi!.id, metadata: { purchaseId } });
    expect(await t.provider.retrieveCheckoutSession(sessionId)).toEqual({ paymentIntentId: succeededPi!.id, customerId, status: 'complete' });

    const again = await t.browser().post(`/api/payments/sandbox/sessions/${sessionId}/pay`, { card: card('4242424242424242') });
    expect(again.json).toEqual(paid.json);
    expect(t.events.length).toBe(from + 3);
    expect((await t.browser().get(`/api/payments/sandbox/sessions/${sessionId}`)).json.status).toBe('complete');
  });

  it('charges a session once when Pay is pressed twice at the same time', async () => {
    const { sessionId } = await newSession(null);
    const from = t.events.length;
    const answers = await Promise.all([1, 2].map(() => t.browser().post(`/api/payments/sandbox/sessions/${sessionId}/pay`, { card: card('4242424242424242') })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(t.typesSince(from)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
  });

  it('expires an unpaid session after 24 hours, with Stripe’s event', async () => {
    const { sessionId } = await newSession();
    t.clock.advance(24 * 60 * 60 * 1000);
    const from = t.events.length;
    expect((await t.browser().get(`/api/payments/sandbox/sessions/${sessionId}`)).json.status).toBe('expired');
    expect(t.typesSince(from)).toEqual(['checkout.session.expired']);
    const pay = await t.browser().post(`/api/payments/sandbox/sessions/${sessionId}/pay`, { card: card('4242424242424242') });
    expect(pay.status).toBe(404);
  });

  it('still answers the buyer when delivering an event fails (the failure is logged)', async () => {
    const broken = await sandboxTestApp({ failDelivery: true });
    try {
      const { customerId } = await broken.provider.ensureCustomer({ email: 'x@example.com', idempotencyKey: 'x' });
      const { clientSecret } = await broken.provider.createPaymentIntent({
        amountCents: 100, currency: 'usd', customerId, description: 'x', metadata: {}, saveCard: false, idempotencyKey: 'x',
      });
      const res = await broken.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('4242424242424242') });
      expect(res.status).toBe(200);
      expect(broken.events).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});

describe('sandbox routes without the sandbox', () => {
  it('answer 404 where Stripe or no provider takes the payments', async () => {
    const production = await createTestApp({ payments: { production: true } });
    try {
      expect(production.deps.payments).toMatchObject({
        provider: null,
        unavailableMessage: 'Payments are not available right now: this site has no payment provider configured.',
      });
      const browser = visitor(production.app);
      expect((await browser.post('/api/payments/sandbox/confirm', { clientSecret: 'x', card: card('4242424242424242') })).status).toBe(404);
      expect((await browser.post('/api/payments/sandbox/confirm', {})).status).toBe(404);
      expect((await browser.get('/api/payments/sandbox/sessions/cs_sbx_x')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
