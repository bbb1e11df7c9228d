import { readFileSync } from 'node:fs';
import pino from 'pino';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider';

/**
 * The Stripe provider against Stripe's API without the network: the SDK's fetch client is given a fake fetch that
 * answers, in order, the responses in ./recorded (bodies in the shapes of Stripe's API reference for this SDK's
 * API version) and keeps every request, so the tests check both what is sent and how the answer is read.
 */
interface SentRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
}

let queue: string[] = [];
let sent: SentRequest[] = [];

const fakeFetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const target = new URL(String(url));
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? init.body : '';
  sent.push({ method, path: target.pathname, params: new URLSearchParams(method === 'GET' ? target.search : body), headers: new Headers(init?.headers) });
  const name = queue.shift();
  if (!name) throw new Error(`no recorded response left for ${method} ${target.pathname}`);
  const recorded = JSON.parse(readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), 'utf8')) as { status: number; body: unknown };
  return new Response(JSON.stringify(recorded.body), {
    status: recorded.status,
    headers: { 'content-type': 'application/json', 'request-id': `req_${sent.length}` },
  });
};

/** What the provider logs, as pino writes it. */
let logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) });

const provider = createStripeProvider({
  logger,
  secretKey: 'sk_test_51Sx000LkdIwHu7ixFakeKeyForRecordedResponses',
  publishableKey: 'pk_test_51Sx000LkdIwHu7ixPublishable',
  webhookSecret: 'whsec_test_recorded',
  httpClient: Stripe.createFetchHttpClient(fakeFetch),
});

function answer(...names: string[]) {
  queue = names;
  sent = [];
  logged = [];
}

beforeEach(() => answer());

describe('Stripe provider', () => {
  it('says test mode for test keys and hands the publishable key to the browser', () => {
    expect(provider).toMatchObject({ kind: 'stripe', testMode: true, publishableKey: 'pk_test_51Sx000LkdIwHu7ixPublishable' });
    const live = createStripeProvider({ logger, secretKey: 'sk_live_x', publishableKey: 'pk_live_x', webhookSecret: 'whsec_x' });
    expect(live.testMode).toBe(false);
  });

  it('finds the customer by e-mail, else creates one with the idempotency key', async () => {
    answer('customers-list-empty', 'customer-created');
    expect(await provider.ensureCustomer({ email: 'buyer@example.com', idempotencyKey: 'customer-buyer' })).toEqual({ customerId: 'cus_TQ3kXb8vNw2LmR' });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/customers', 'POST /v1/customers']);
    expect(sent[0]!.params.get('email')).toBe('buyer@example.com');
    expect(sent[1]!.params.get('email')).toBe('buyer@example.com');
    expect(sent[1]!.headers.get('idempotency-key')).toBe('customer-buyer');

    answer('customers-list-found');
    expect(await provider.ensureCustomer({ email: 'buyer@example.com', idempotencyKey: 'again' })).toEqual({ customerId: 'cus_TQ3kXb8vNw2LmR' });
    expect(sent).toHaveLength(1);
  });

  it('creates the card form’s payment, saving the card for later when asked', async () => {
    answer('payment-intent-created');
    const intent = await provider.createPaymentIntent({
      amountCents: 100,
      currency: 'USD',
      customerId: 'cus_TQ3kXb8vNw2LmR',
      description: 'IQ report trial',
      metadata: { purchaseId: '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b' },
      saveCard: true,
      idempotencyKey: 'trial-intent-6f1c',
    });
    expect(intent).toEqual({
      paymentIntentId: 'pi_3SxT2aLkdIwHu7ix0bq1Zk9P',
      clientSecret: 'pi_3SxT2aLkdIwHu7ix0bq1Zk9P_secret_Yb0wK1mXq5aRt8vN2sLdPzQe7',
    });
    const [request] = sent;
    expect(`${request!.method} ${request!.path}`).toBe('POST /v1/payment_intents');
    expect(Object.fromEntries(request!.params)).toMatchObject({
      amount: '100',
      currency: 'usd',
      customer: 'cus_TQ3kXb8vNw2LmR',
      setup_future_usage: 'off_session',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[purchaseId]': '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b',
    });
    expect(request!.headers.get('idempotency-key')).toBe('trial-intent-6f1c');
  });

  it('does not ask to save the card for a one-off payment', async () => {
    answer('payment-intent-created');
    await provider.createPaymentIntent({ amountCents: 100, currency: 'usd', customerId: 'cus_x', description: 'x', metadata: {}, saveCard: false, idempotencyKey: 'k' });
    expect(sent[0]!.params.has('setup_future_usage')).toBe(false);
  });

  it('opens hosted checkout with the price, the customer, the metadata on session and payment, and the terms', async () => {
    answer('checkout-session-created');
    const session = await provider.createCheckoutSession({
      amountCents: 100,
      currency: 'usd',
      customerId: 'cus_TQ3kXb8vNw2LmR',
      productName: 'IQ report trial',
      description: '7-day trial of the full report',
      terms: 'Then $29.99 a month until you cancel.',
      metadata: { purchaseId: '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b' },
      saveCard: true,
      successUrl: 'https://iq.example.com/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://iq.example.com/checkout',
      idempotencyKey: 'trial-checkout-6f1c',
    });
    expect(session.sessionId).toBe('cs_test_a1Bc2De3Fg4Hi5Jk6Lm7No8Pq9Rs0Tu1Vw2Xy3Za4Bc5De6Fg');
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(`${sent[0]!.method} ${sent[0]!.path}`).toBe('POST /v1/checkout/sessions');
    expect(Object.fromEntries(sent[0]!.params)).toMatchObject({
      mode: 'payment',
      customer: 'cus_TQ3kXb8vNw2LmR',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '100',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'IQ report trial',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[metadata][purchaseId]': '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b',
      'metadata[purchaseId]': '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b',
      'custom_text[submit][message]': 'Then $29.99 a month until you cancel.',
      success_url: 'https://iq.example.com/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://iq.example.com/checkout',
    });
    expect(sent[0]!.headers.get('idempotency-key')).toBe('trial-checkout-6f1c');
  });

  it('reads a completed session and its payment for /success', async () => {
    answer('checkout-session-complete', 'payment-intent-succeeded');
    expect(await provider.retrieveCheckoutSession('cs_test_a1Bc2De3Fg4Hi5Jk6Lm7No8Pq9Rs0Tu1Vw2Xy3Za4Bc5De6Fg')).toEqual({
      paymentIntentId: 'pi_3SxT2aLkdIwHu7ix0bq1Zk9P',
      customerId: 'cus_TQ3kXb8vNw2LmR',
      status: 'complete',
    });
    const pi = await provider.retrievePaymentIntent('pi_3SxT2aLkdIwHu7ix0bq1Zk9P');
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 100,
      amount_received: 100,
      customer: 'cus_TQ3kXb8vNw2LmR',
      payment_method: 'pm_1SxT2fLkdIwHu7ixQm8hV3cD',
      metadata: { purchaseId: '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b' },
    });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_a1Bc2De3Fg4Hi5Jk6Lm7No8Pq9Rs0Tu1Vw2Xy3Za4Bc5De6Fg',
      'GET /v1/payment_intents/pi_3SxT2aLkdIwHu7ix0bq1Zk9P',
    ]);
  });

  describe('chargeSavedCard', () => {
    const upsell = {
      amountCents: 1999,
      currency: 'usd',
      customerId: 'cus_TQ3kXb8vNw2LmR',
      paymentMethodId: 'pm_1SxT2fLkdIwHu7ixQm8hV3cD',
      description: 'Ultra pack',
      metadata: { purchaseId: '0b7e5d1c-2a3f-4c6d-8e9f-a1b2c3d4e5f6' },
      idempotencyKey: 'upsell-0b7e',
    };

    it('charges the saved card off-session and confirms at once', async () => {
      answer('off-session-charge-succeeded');
      expect(await provider.chargeSavedCard(upsell)).toEqual({ paymentIntentId: 'pi_3SxU9cLkdIwHu7ix1Hh4Tn0a', status: 'succeeded', failureMessage: null });
      expect(Object.fromEntries(sent[0]!.params)).toMatchObject({
        amount: '1999',
        customer: 'cus_TQ3kXb8vNw2LmR',
        payment_method: 'pm_1SxT2fLkdIwHu7ixQm8hV3cD',
        off_session: 'true',
        confirm: 'true',
        'metadata[purchaseId]': '0b7e5d1c-2a3f-4c6d-8e9f-a1b2c3d4e5f6',
      });
      expect(sent[0]!.headers.get('idempotency-key')).toBe('upsell-0b7e');
    });

    it('answers a decline as failed with Stripe’s message instead of throwing', async () => {
      answer('off-session-charge-declined');
      expect(await provider.chargeSavedCard(upsell)).toEqual({
        paymentIntentId: 'pi_3SxUAeLkdIwHu7ix0Zp6Qw2r',
        status: 'failed',
        failureMessage: 'Your card has insufficient funds.',
      });
      expect(sent).toHaveLength(1);
    });

    it('answers requires_action when the bank wants the buyer present', async () => {
      answer('off-session-charge-authentication-required');
      expect(await provider.chargeSavedCard(upsell)).toEqual({ paymentIntentId: 'pi_3SxUBfLkdIwHu7ix1Kc8Rw5s', status: 'requires_action', failureMessage: null });
    });
  });

  describe('subscriptions', () => {
    const input = {
      customerId: 'cus_TQ3kXb8vNw2LmR',
      paymentMethodId: 'pm_1SxT2fLkdIwHu7ixQm8hV3cD',
      priceCents: 2999,
      currency: 'usd',
      productName: 'IQ monthly membership',
      trialEnd: new Date('2026-03-17T12:00:00Z'),
      metadata: { purchaseId: '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b' },
      idempotencyKey: 'subscription-6f1c',
    };

    it('makes the monthly price on first use, then subscribes with the trial end and the saved card', async () => {
      answer('prices-list-empty', 'price-created', 'subscription-created');
      const sub = await provider.createSubscription(input);
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/prices', 'POST /v1/prices', 'POST /v1/subscriptions']);
      expect(sent[0]!.params.get('lookup_keys[0]')).toBe('iq-monthly-2999-usd');
      expect(Object.fromEntries(sent[1]!.params)).toMatchObject({
        unit_amount: '2999',
        currency: 'usd',
        'recurring[interval]': 'month',
        lookup_key: 'iq-monthly-2999-usd',
        'product_data[name]': 'IQ monthly membership',
      });
      expect(Object.fromEntries(sent[2]!.params)).toMatchObject({
        customer: 'cus_TQ3kXb8vNw2LmR',
        'items[0][price]': 'price_1SxUCgLkdIwHu7ixTq2Wm9Lb',
        default_payment_method: 'pm_1SxT2fLkdIwHu7ixQm8hV3cD',
        trial_end: String(Date.parse('2026-03-17T12:00:00Z') / 1000),
        'metadata[purchaseId]': '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b',
      });
      expect(sent[2]!.headers.get('idempotency-key')).toBe('subscription-6f1c');
      expect(sub).toMatchObject({ id: 'sub_1SxUDhLkdIwHu7ixVb3Xn8Qc', status: 'trialing', trial_end: 1773748800, cancel_at_period_end: false });
      expect(sub.items.data[0]).toMatchObject({ current_period_end: 1773748800, price: { unit_amount: 2999, currency: 'usd' } });
    });

    it('reuses the price found by its lookup key', async () => {
      answer('prices-list-found', 'subscription-created');
      await provider.createSubscription(input);
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/prices', 'POST /v1/subscriptions']);
    });

    it('cancels at the period end', async () => {
      answer('subscription-canceled');
      const sub = await provider.cancelSubscription('sub_1SxUDhLkdIwHu7ixVb3Xn8Qc');
      expect(`${sent[0]!.method} ${sent[0]!.path}`).toBe('POST /v1/subscriptions/sub_1SxUDhLkdIwHu7ixVb3Xn8Qc');
      expect(sent[0]!.params.get('cancel_at_period_end')).toBe('true');
      expect(sub).toMatchObject({ status: 'trialing', cancel_at_period_end: true, canceled_at: 1773147600 });
    });
  });

  it('pings with the balance, and turns API failures into PAYMENT_PROVIDER_ERROR', async () => {
    answer('balance');
    await provider.ping();
    expect(`${sent[0]!.method} ${sent[0]!.path}`).toBe('GET /v1/balance');
    answer('invalid-api-key');
    await expect(provider.ping()).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  });

  it('logs what Stripe said when a call fails, and tells the visitor none of it', async () => {
    answer('invalid-api-key');
    const failure = await provider.ping().then(() => expect.unreachable('expected a failure'), (err: unknown) => err as Error);
    expect(failure).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment service could not complete this request. Please try again in a moment.' });
    expect(failure.message).not.toMatch(/sk_test|API Key/);
    expect(logged).toMatchObject([{ level: 50, operation: 'ping', err: { message: expect.stringContaining('Invalid API Key provided') } }]);
  });

  it('verifies webhooks with the webhook secret', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_recorded' });
    expect(provider.verifyWebhook(payload, header)).toMatchObject({ id: 'evt_1' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(payload, forged)).toThrow(expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }));
    expect(() => provider.verifyWebhook(payload, undefined)).toThrow(expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }));
  });
});
