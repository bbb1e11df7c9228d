import Stripe from 'stripe';
import type { SandboxCard, SandboxSession } from '../../../../../shared/schemas/payments';
import { AppError } from '../../../../lib/app-error';
import { sandboxObjects } from '../../../../db/schema';
import { PaymentIntentSnapshotSchema } from '../../ledger/stripe-objects';
import type { PaymentProvider } from '../payment-provider';
import { runSandboxRenewals } from './run-due-renewals';
import type { SandboxDeps } from './sandbox-context';
import { createSandboxCheckoutSession, findSandboxSession, paySandboxSession, sessionView } from './sandbox-checkout-sessions';
import { ensureSandboxCustomer } from './sandbox-customers';
import {
  confirmSandboxPaymentIntent,
  confirmWithClientSecret,
  createSandboxPaymentIntent,
  findCustomerPaymentMethod,
  findPaymentIntent,
} from './sandbox-payment-intents';
import { cancelSandboxSubscription, createSandboxSubscription } from './sandbox-subscriptions';

export type { SandboxDeps as SandboxProviderDeps } from './sandbox-context';

/** The sandbox is a provider plus what Stripe.js and Stripe's hosted page do in the browser. */
export interface SandboxProvider extends PaymentProvider {
  kind: 'sandbox';
  /** Stripe.js confirmPayment's stand-in: charges the typed card for the payment with this client secret. */
  confirmPayment(clientSecret: string, card: SandboxCard): Promise<{ status: 'succeeded'; paymentIntentId: string }>;
  /** The hosted checkout page's contents. */
  getSession(sessionId: string): Promise<SandboxSession>;
  /** The hosted checkout page's Pay button. */
  paySession(sessionId: string, card: SandboxCard): Promise<{ redirectUrl: string }>;
  runDueRenewals(): Promise<number>;
}

export function isSandboxProvider(provider: PaymentProvider | null): provider is SandboxProvider {
  return provider?.kind === 'sandbox';
}

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  return {
    kind: 'sandbox',
    testMode: true,
    publishableKey: null,

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook has no Stripe-Signature header.');
      try {
        // Checked against the sandbox clock's time, the time it was signed at (see emitEvent).
        return Stripe.webhooks.constructEvent(rawBody, signatureHeader, deps.webhookSecret, undefined, undefined, deps.clock.now().getTime());
      } catch (err) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', err instanceof Error ? err.message : 'The webhook signature is invalid.');
      }
    },

    ensureCustomer: (input) => ensureSandboxCustomer(deps, input),

    async createPaymentIntent(input) {
      const pi = await createSandboxPaymentIntent(deps, input);
      return { paymentIntentId: pi.id, clientSecret: pi.client_secret as string };
    },

    createCheckoutSession: (input) => createSandboxCheckoutSession(deps, input),

    async retrieveCheckoutSession(sessionId) {
      const session = await findSandboxSession(deps, sessionId);
      return {
        paymentIntentId: (session.payment_intent as string | null) ?? null,
        customerId: (session.customer as string | null) ?? null,
        status: session.status as string,
      };
    },

    async retrievePaymentIntent(paymentIntentId) {
      return PaymentIntentSnapshotSchema.parse(await findPaymentIntent(deps, paymentIntentId));
    },

    async chargeSavedCard(input) {
      const paymentMethod = await findCustomerPaymentMethod(deps, input.paymentMethodId, input.customerId);
      const pi = await createSandboxPaymentIntent(deps, { ...input, saveCard: false, paymentMethodId: input.paymentMethodId });
      // A retry with the same key answers the first attempt's outcome; it does not charge again (as Stripe).
      const result =
        pi.status === 'requires_payment_method' && !pi.last_payment_error
          ? await confirmSandboxPaymentIntent(deps, pi, { paymentMethod })
          : pi.status === 'succeeded'
            ? ({ status: 'succeeded', paymentIntent: pi } as const)
            : null;
      if (result?.status === 'succeeded') return { paymentIntentId: pi.id, status: 'succeeded', failureMessage: null };
      const intent = result?.paymentIntent ?? pi;
      const error = intent.last_payment_error as { message?: string } | null;
      return { paymentIntentId: pi.id, status: 'failed', failureMessage: error?.message ?? 'Your card was declined.' };
    },

    createSubscription: (input) => createSandboxSubscription(deps, input),
    cancelSubscription: (subscriptionId) => cancelSandboxSubscription(deps, subscriptionId),

    async ping() {
      await deps.db.select({ id: sandboxObjects.id }).from(sandboxObjects).limit(1);
    },

    confirmPayment: (clientSecret, card) => confirmWithClientSecret(deps, clientSecret, card),
    getSession: async (sessionId) => sessionView(await findSandboxSession(deps, sessionId)),
    paySession: (sessionId, card) => paySandboxSession(deps, sessionId, card),
    runDueRenewals: () => runSandboxRenewals(deps),
  };
}
