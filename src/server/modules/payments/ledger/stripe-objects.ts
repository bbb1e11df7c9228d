import { z } from 'zod';

/**
 * The fields of Stripe's objects that the ledger reads, as zod schemas: both providers' events carry these shapes
 * (the sandbox writes exactly these; Stripe's carry many more fields, which are ignored). Reading only what is used,
 * and validating it, keeps the ledger independent of the Stripe API version.
 */

/** A Stripe id field may be a string or, when expanded, an object with an id. */
const IdRef = z.union([z.string(), z.object({ id: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.id));
const Metadata = z.record(z.string(), z.string()).nullish().transform((m) => m ?? {});

export const PaymentIntentSnapshotSchema = z.object({
  object: z.literal('payment_intent'),
  id: z.string(),
  amount: z.number().int(),
  amount_received: z.number().int().nullish(),
  currency: z.string(),
  status: z.string(),
  customer: IdRef.nullish(),
  payment_method: IdRef.nullish(),
  metadata: Metadata,
  created: z.number().int(),
  last_payment_error: z.object({ message: z.string().nullish(), code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});
export type PaymentIntentSnapshot = z.infer<typeof PaymentIntentSnapshotSchema>;

export const CheckoutSessionSnapshotSchema = z.object({
  object: z.literal('checkout.session'),
  id: z.string(),
  status: z.string().nullish(),
  payment_status: z.string(),
  payment_intent: IdRef.nullish(),
  customer: IdRef.nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  metadata: Metadata,
  created: z.number().int(),
});
export type CheckoutSessionSnapshot = z.infer<typeof CheckoutSessionSnapshotSchema>;

export const SubscriptionSnapshotSchema = z.object({
  object: z.literal('subscription'),
  id: z.string(),
  status: z.string(),
  customer: IdRef,
  cancel_at_period_end: z.boolean(),
  canceled_at: z.number().int().nullish(),
  ended_at: z.number().int().nullish(),
  trial_end: z.number().int().nullish(),
  /** Older API versions put the period on the subscription, newer ones on each item. */
  current_period_end: z.number().int().nullish(),
  metadata: Metadata,
  created: z.number().int(),
  items: z.object({
    data: z.array(
      z.object({
        current_period_end: z.number().int().nullish(),
        price: z.object({ unit_amount: z.number().int().nullish(), currency: z.string() }),
      }),
    ),
  }),
});
export type SubscriptionSnapshot = z.infer<typeof SubscriptionSnapshotSchema>;

export const ChargeSnapshotSchema = z.object({
  object: z.literal('charge'),
  id: z.string(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  payment_intent: IdRef.nullish(),
  customer: IdRef.nullish(),
  status: z.string(),
  /** Stripe copies the payment intent's metadata (purchase_id) onto its charges. */
  metadata: Metadata,
  created: z.number().int(),
});
export type ChargeSnapshot = z.infer<typeof ChargeSnapshotSchema>;

export const RefundSnapshotSchema = z.object({
  object: z.literal('refund'),
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string().nullish(),
  payment_intent: IdRef.nullish(),
  /** The refunded charge: the key of a refund of a payment made without a payment intent. */
  charge: IdRef.nullish(),
  created: z.number().int(),
});
export type RefundSnapshot = z.infer<typeof RefundSnapshotSchema>;

/** An invoice of the subscription: the monthly charges after the trial. */
export const InvoiceSnapshotSchema = z.object({
  object: z.literal('invoice'),
  id: z.string(),
  status: z.string().nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  customer: IdRef.nullish(),
  /** Older API versions: invoice.subscription; newer: invoice.parent.subscription_details.subscription. */
  subscription: IdRef.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: IdRef.nullish() }).nullish() }).nullish(),
  created: z.number().int(),
});
export type InvoiceSnapshot = z.infer<typeof InvoiceSnapshotSchema>;

/** The envelope of every event, as Stripe signs and sends it. */
export const ProviderEventSchema = z.object({
  id: z.string(),
  object: z.literal('event'),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.infer<typeof ProviderEventSchema>;

/** The event types the ledger applies; others are acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
