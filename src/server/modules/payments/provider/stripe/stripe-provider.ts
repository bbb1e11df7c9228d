import Stripe from 'stripe';
import { AppError } from '../../../../lib/app-error';
import type { Logger } from '../../../../lib/logger';
import { PaymentIntentSnapshotSchema, SubscriptionSnapshotSchema, type SubscriptionSnapshot } from '../../ledger/stripe-objects';
import type { PaymentProvider } from '../payment-provider';
import { providerFailure } from '../provider-failure';
import { monthlyPriceLookupKey } from './monthly-price';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's failures are logged here with Stripe's own message; the visitor gets a neutral one. */
  logger: Logger;
  /** Tests answer with recorded responses instead of the network. */
  httpClient?: Stripe.HttpClient;
}

type ChargeStatus = Awaited<ReturnType<PaymentProvider['chargeSavedCard']>>['status'];

/** An off-session payment that neither succeeded nor waits on the bank or the buyer has failed. */
function chargeStatus(status: string): ChargeStatus {
  return status === 'succeeded' || status === 'processing' || status === 'requires_action' ? status : 'failed';
}

const idOf = (ref: string | { id: string } | null | undefined) => (ref == null ? null : typeof ref === 'string' ? ref : ref.id);

/**
 * Stripe's errors other than card declines (network, keys, bad requests) are logged with Stripe's message and become
 * PAYMENT_PROVIDER_ERROR worded for the visitor: Stripe's message may name parameters and ids.
 */
async function call<T>(logger: Logger, what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw providerFailure(logger, what, err);
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { httpClient: options.httpClient, maxNetworkRetries: 2 });

  async function findOrCreateMonthlyPrice(input: { priceCents: number; currency: string; productName: string }): Promise<string> {
    const lookupKey = monthlyPriceLookupKey(input.priceCents, input.currency);
    const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (existing.data[0]) return existing.data[0].id;
    const created = await stripe.prices.create(
      {
        unit_amount: input.priceCents,
        currency: input.currency.toLowerCase(),
        recurring: { interval: 'month' },
        lookup_key: lookupKey,
        product_data: { name: input.productName },
      },
      // Two first subscriptions at once make one price.
      { idempotencyKey: `price-${lookupKey}` },
    );
    return created.id;
  }

  return {
    kind: 'stripe',
    testMode: options.secretKey.startsWith('sk_test_'),
    publishableKey: options.publishableKey,

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook has no Stripe-Signature header.');
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (err) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', err instanceof Error ? err.message : 'The webhook signature is invalid.');
      }
    },

    ensureCustomer: ({ email, name, idempotencyKey }) =>
      call(options.logger, 'ensureCustomer', async () => {
        const existing = await stripe.customers.list({ email, limit: 1 });
        if (existing.data[0]) return { customerId: existing.data[0].id };
        const customer = await stripe.customers.create({ email, ...(name ? { name } : {}) }, { idempotencyKey });
        return { customerId: customer.id };
      }),

    createPaymentIntent: (input) =>
      call(options.logger, 'createPaymentIntent', async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
            ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new Error(`payment intent ${intent.id} came without a client secret`);
        return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
      }),

    createCheckoutSession: (input) =>
      call(options.logger, 'createCheckoutSession', async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer: input.customerId,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountCents,
                  product_data: { name: input.productName, description: input.description },
                },
              },
            ],
            payment_intent_data: {
              description: input.description,
              metadata: input.metadata,
              ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
            },
            metadata: input.metadata,
            ...(input.terms ? { custom_text: { submit: { message: input.terms } } } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new Error(`checkout session ${session.id} came without a URL`);
        return { sessionId: session.id, url: session.url };
      }),

    retrieveCheckoutSession: (sessionId) =>
      call(options.logger, 'retrieveCheckoutSession', async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return { paymentIntentId: idOf(session.payment_intent), customerId: idOf(session.customer), status: session.status ?? 'open' };
      }),

    retrievePaymentIntent: (paymentIntentId) =>
      call(options.logger, 'retrievePaymentIntent', async () => PaymentIntentSnapshotSchema.parse(await stripe.paymentIntents.retrieve(paymentIntentId))),

    async chargeSavedCard(input): ReturnType<PaymentProvider['chargeSavedCard']> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            description: input.description,
            metadata: input.metadata,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const status = chargeStatus(intent.status);
        return { paymentIntentId: intent.id, status, failureMessage: status === 'failed' ? (intent.last_payment_error?.message ?? 'The payment failed.') : null };
      } catch (err) {
        // An off-session decline comes back as a card error carrying the payment intent; it is an answer, not a fault.
        if (err instanceof Stripe.errors.StripeCardError && err.payment_intent) {
          const authenticationRequired = err.code === 'authentication_required';
          return {
            paymentIntentId: err.payment_intent.id,
            status: authenticationRequired ? 'requires_action' : 'failed',
            failureMessage: authenticationRequired ? null : err.message,
          };
        }
        return call(options.logger, 'chargeSavedCard', () => Promise.reject(err));
      }
    },

    createSubscription: (input) =>
      call(options.logger, 'createSubscription', async () => {
        const price = await findOrCreateMonthlyPrice(input);
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price }],
            default_payment_method: input.paymentMethodId,
            trial_end: Math.floor(input.trialEnd.getTime() / 1000),
            off_session: true,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return SubscriptionSnapshotSchema.parse(subscription);
      }),

    cancelSubscription: (subscriptionId): Promise<SubscriptionSnapshot> =>
      call(options.logger, 'cancelSubscription', async () => SubscriptionSnapshotSchema.parse(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }))),

    async ping() {
      await call(options.logger, 'ping', () => stripe.balance.retrieve());
    },
  };
}
