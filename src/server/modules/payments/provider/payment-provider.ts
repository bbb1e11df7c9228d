import type { ProviderKind } from '../../../../shared/schemas/payments';
import type { PaymentIntentSnapshot, SubscriptionSnapshot } from '../ledger/stripe-objects';

/**
 * What the payments module needs from a payment provider (PRODUCT.md "Payments"). Two implementations: Stripe (the
 * real SDK) and the built-in sandbox, which keeps Stripe's shapes, test cards and events. Amounts are integer cents.
 * Every create call takes an idempotency key: a retry with the same key answers the first call's object.
 */
export interface PaymentProvider {
  kind: ProviderKind;
  /** Test keys or the sandbox: pages show the 'Test mode' banner. */
  testMode: boolean;
  /** Stripe.js publishable key for the browser; null for the sandbox. */
  publishableKey: string | null;

  /**
   * Checks a webhook's Stripe-Signature header against the raw body and returns the parsed event JSON.
   * Throws AppError('WEBHOOK_SIGNATURE_INVALID') when the signature is missing, wrong or too old.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): unknown;

  /** Finds or creates the provider's customer for an e-mail. */
  ensureCustomer(input: { email: string; name?: string; idempotencyKey: string }): Promise<{ customerId: string }>;

  /**
   * A payment the browser confirms with the card form (Stripe Payment Element, or the sandbox's form).
   * saveCard keeps the card on the customer for later off-session charges (the trial's renewals and one-click upsells).
   */
  createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    customerId: string;
    description: string;
    metadata: Record<string, string>;
    saveCard: boolean;
    idempotencyKey: string;
  }): Promise<{ paymentIntentId: string; clientSecret: string }>;

  /** The provider's hosted checkout page for a one-off payment; the success URL gets ?session_id={id}. */
  createCheckoutSession(input: {
    amountCents: number;
    currency: string;
    customerId: string;
    productName: string;
    description: string;
    /** Shown beside the pay button (the trial's renewal terms), if any. */
    terms: string | null;
    metadata: Record<string, string>;
    saveCard: boolean;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ sessionId: string; url: string }>;

  /** Looks up a hosted checkout session (for /success when its events are late). */
  retrieveCheckoutSession(sessionId: string): Promise<{ paymentIntentId: string | null; customerId: string | null; status: string }>;

  /** The payment as the provider knows it now (for /success when its events are late). */
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentSnapshot>;

  /**
   * Charges a saved card without the buyer present (one-click upsells). A decline is not thrown: it answers
   * status 'failed' with the provider's message, and the payment's events follow as usual.
   */
  chargeSavedCard(input: {
    amountCents: number;
    currency: string;
    customerId: string;
    paymentMethodId: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ paymentIntentId: string; status: 'succeeded' | 'processing' | 'requires_action' | 'failed'; failureMessage: string | null }>;

  /** Starts the monthly plan after the paid trial fee: trialing until trialEnd, then priceCents a month on the saved card. */
  createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    priceCents: number;
    currency: string;
    productName: string;
    trialEnd: Date;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;

  /** Cancels at the end of the current period (the trial's end while trialing): no further charge, access until then. */
  cancelSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;

  /** Reachability for the admin's System Status. */
  ping(): Promise<void>;

  /**
   * Only the sandbox: settles the subscription periods that have ended (Stripe's billing does this itself and
   * reports by webhook). The billing worker calls it; answers how many periods it settled.
   */
  runDueRenewals?(): Promise<number>;
}

/** The payments configuration every service sees (AppDeps.payments). */
export interface PaymentsConfig {
  /** null: no provider may take payments here (production without Stripe keys). */
  provider: PaymentProvider | null;
  /** Worded for the visitor when provider is null. */
  unavailableMessage: string | null;
  /** Base of the success / cancel URLs given to hosted checkout. */
  publicUrl: string;
}
