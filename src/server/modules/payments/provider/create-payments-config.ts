import type Stripe from 'stripe';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/logger';
import type { PaymentsConfig } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not available right now: this site has no payment provider configured.';

export interface CreatePaymentsConfigInput {
  db: Db;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /**
   * Whether the built-in sandbox may take payments when Stripe's keys are not set (env.PAYMENTS_SANDBOX: never in
   * production, by default only on a local address).
   */
  sandboxAllowed: boolean;
  /** The sandbox's signing secret, kept in the database (loadSandboxWebhookSecret); unused with Stripe. */
  sandboxWebhookSecret: string;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string };
  /** Tests answer Stripe's API with recorded responses instead of the network. */
  stripeHttpClient?: Stripe.HttpClient;
  /** Hands a signed event to the webhook handler (the sandbox uses the same code path as Stripe's HTTP webhooks). */
  deliverWebhook: (rawBody: string, signatureHeader: string) => Promise<void>;
}

/**
 * Picks the provider: Stripe when its keys are set; otherwise the built-in sandbox where it is allowed; otherwise
 * none, since taking pretend payments from real visitors would be worse than taking none.
 */
export function createPaymentsConfig(input: CreatePaymentsConfigInput): PaymentsConfig {
  const publicUrl = input.publicUrl.replace(/\/+$/, '');
  if (input.stripe) {
    return {
      provider: createStripeProvider({ ...input.stripe, logger: input.logger, httpClient: input.stripeHttpClient }),
      unavailableMessage: null,
      publicUrl,
    };
  }
  if (!input.sandboxAllowed) return { provider: null, unavailableMessage: PAYMENTS_UNAVAILABLE_MESSAGE, publicUrl };
  return {
    provider: createSandboxProvider({
      db: input.db,
      clock: input.clock,
      logger: input.logger,
      publicUrl,
      webhookSecret: input.sandboxWebhookSecret,
      deliverWebhook: input.deliverWebhook,
    }),
    unavailableMessage: null,
    publicUrl,
  };
}
