import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentIntentSnapshotSchema } from '../../ledger/stripe-objects';
import { findObject } from './sandbox-store';
import { card, sandboxTestApp } from './sandbox-test-kit';

let t: Awaited<ReturnType<typeof sandboxTestApp>>;
beforeAll(async () => {
  t = await sandboxTestApp();
});
afterAll(() => t.close());

let keys = 0;
async function newIntent(saveCard = true, email = 'buyer@example.com') {
  const { customerId } = await t.provider.ensureCustomer({ email, idempotencyKey: `cus-${++keys}` });
  const intent = await t.provider.createPaymentIntent({
    amountCents: 100,
    currency: 'usd',
    customerId,
    description: 'IQ report trial',
    metadata: { purchaseId: `purchase-${keys}` },
    saveCard,
    idempotencyKey: `pi-${keys}`,
  });
  return { ...intent, customerId };
}

describe('POST /api/payments/sandbox/confirm', () => {
  it('charges a success card once: succeeded, the card saved on the customer, one signed payment_intent.succeeded', async () => {
    const { clientSecret, paymentIntentId, customerId } = await newIntent();
    expect(paymentIntentId).toMatch(/^pi_sbx_/);
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));
    const from = t.events.length;
    const res = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('4242424242424242') });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'succeeded', paymentIntentId });

    expect(t.typesSince(from)).toEqual(['payment_intent.succeeded']);
    const event = t.events[from]!;
    expect(event).toMatchObject({ object: 'event', livemode: false, id: expect.stringMatching(/^evt_sbx_/) });
    const pi = PaymentIntentSnapshotSchema.parse(event.data.object);
    expect(pi).toMatchObject({ id: paymentIntentId, status: 'succeeded', amount: 100, amount_received: 100, customer: customerId });
    expect(pi.metadata).toEqual({ purchaseId: expect.stringMatching(/^purchase-/) });
    expect(t.provider.verifyWebhook(event.raw, event.signature)).toMatchObject({ id: event.id, type: 'payment_intent.succeeded' });

    const pm = await findObject(t.db, 'payment_method', pi.payment_method!);
    expect(pm).toMatchObject({ customer: customerId, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });

    const again = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('4242424242424242') });
    expect(again.json).toEqual({ status: 'succeeded', paymentIntentId });
    expect(t.typesSince(from)).toEqual(['payment_intent.succeeded']);
  });

  it('does not attach the card when the payment did not ask to save it', async () => {
    const { clientSecret, paymentIntentId } = await newIntent(false);
    await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('5555555555554444') });
    const pi = await t.provider.retrievePaymentIntent(paymentIntentId);
    expect(pi.status).toBe('succeeded');
    expect(await findObject(t.db, 'payment_method', pi.payment_method!)).toMatchObject({ customer: null, card: { brand: 'mastercard' } });
  });

  it('answers 402 with the card’s message on a decline, keeps the payment open with the error, and takes another card', async () => {
    const { clientSecret, paymentIntentId } = await newIntent();
    const from = t.events.length;
    const res = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('4000000000000002') });
    expect(res.status).toBe(402);
    expect(res.json.error).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    const failed = await t.provider.retrievePaymentIntent(paymentIntentId);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(t.typesSince(from)).toEqual(['payment_intent.payment_failed']);
    expect(t.events[from]!.data.object).toMatchObject({ id: paymentIntentId, last_payment_error: { message: 'Your card was declined.' } });

    const retry = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('4242424242424242') });
    expect(retry.status).toBe(200);
    expect(await t.provider.retrievePaymentIntent(paymentIntentId)).toMatchObject({ status: 'succeeded', last_payment_error: null });
    expect(t.typesSince(from)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
  });

  it.each([
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', 'Your card’s security code is incorrect.'],
    ['4242424242424241', 'Your card number is invalid.'],
  ])('declines %s with “%s”', async (number, message) => {
    const { clientSecret } = await newIntent();
    const res = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card(number) });
    expect(res.status).toBe(402);
    expect(res.json.error).toMatchObject({ code: 'CARD_DECLINED', message });
  });

  it('declines a card whose expiry has passed on the sandbox clock', async () => {
    const { clientSecret } = await newIntent();
    const res = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('4242424242424242', 2, 2026) });
    expect(res.json.error).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card has expired.' });
  });

  it('answers 404 for an unknown or forged client secret, and 422 for an incomplete card', async () => {
    const { paymentIntentId } = await newIntent();
    const forged = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret: `${paymentIntentId}_secret_guess`, card: card('4242424242424242') });
    expect(forged.status).toBe(404);
    const unknown = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret: 'pi_sbx_nope_secret_x', card: card('4242424242424242') });
    expect(unknown.status).toBe(404);
    const incomplete = await t.browser().post('/api/payments/sandbox/confirm', { clientSecret: 'x', card: { ...card('4242'), cvc: '1' } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.json.error.code).toBe('VALIDATION_FAILED');
  });

  it('gives concurrent confirmations of one payment a single success event', async () => {
    const { clientSecret } = await newIntent();
    const from = t.events.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.browser().post('/api/payments/sandbox/confirm', { clientSecret, card: card('4242424242424242') })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(t.typesSince(from)).toEqual(['payment_intent.succeeded']);
  });
});

describe('sandbox idempotency', () => {
  it('answers retries of a create call with the first object, also when they race', async () => {
    const { customerId } = await t.provider.ensureCustomer({ email: 'race@example.com', idempotencyKey: 'race-cus' });
    const input = { amountCents: 100, currency: 'usd', customerId, description: 'x', metadata: {}, saveCard: false, idempotencyKey: 'race-pi' };
    const intents = await Promise.all([1, 2, 3, 4].map(() => t.provider.createPaymentIntent(input)));
    expect(new Set(intents.map((i) => i.paymentIntentId)).size).toBe(1);
    expect(new Set(intents.map((i) => i.clientSecret)).size).toBe(1);
  });

  it('keeps one customer per e-mail', async () => {
    const ids = await Promise.all(
      ['Same@Example.com', 'same@example.com ', 'same@example.com'].map((email, i) => t.provider.ensureCustomer({ email, idempotencyKey: `k-${i}` })),
    );
    expect(new Set(ids.map((c) => c.customerId)).size).toBe(1);
    expect(ids[0]!.customerId).toMatch(/^cus_sbx_/);
  });
});
