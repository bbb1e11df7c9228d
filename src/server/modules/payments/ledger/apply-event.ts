import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { applyCheckoutSession } from './apply-checkout-session';
import { applyInvoice } from './apply-invoice';
import { applyPaymentIntent } from './apply-payment-intent';
import { applyChargeRefunded, applyRefund } from './apply-refund';
import type { FollowUp, LedgerContext } from './ledger-context';
import {
  ChargeSnapshotSchema,
  CheckoutSessionSnapshotSchema,
  InvoiceSnapshotSchema,
  PaymentIntentSnapshotSchema,
  type ProviderEvent,
  RefundSnapshotSchema,
  SubscriptionSnapshotSchema,
} from './stripe-objects';
import { upsertSubscriptionSnapshot } from './upsert-subscription';

/** An event's object, checked against the shape its type promises before anything is written. */
export type ParsedEvent =
  | { kind: 'payment_intent'; object: z.infer<typeof PaymentIntentSnapshotSchema> }
  | { kind: 'checkout_session'; object: z.infer<typeof CheckoutSessionSnapshotSchema> }
  | { kind: 'subscription'; object: z.infer<typeof SubscriptionSnapshotSchema> }
  | { kind: 'charge_refunded'; object: z.infer<typeof ChargeSnapshotSchema> }
  | { kind: 'refund'; object: z.infer<typeof RefundSnapshotSchema> }
  | { kind: 'invoice'; object: z.infer<typeof InvoiceSnapshotSchema> }
  | { kind: 'unhandled' };

function parse<T extends z.ZodType>(schema: T, event: ProviderEvent): z.infer<T> {
  const result = schema.safeParse(event.data.object);
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_FAILED',
    `The ${event.type} event's object is not in the expected shape`,
    result.error.issues.map((issue) => ({ path: ['data', 'object', ...issue.path].join('.'), message: issue.message })),
  );
}

export function parseEvent(event: ProviderEvent): ParsedEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.canceled':
      return { kind: 'payment_intent', object: parse(PaymentIntentSnapshotSchema, event) };
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return { kind: 'checkout_session', object: parse(CheckoutSessionSnapshotSchema, event) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      return { kind: 'subscription', object: parse(SubscriptionSnapshotSchema, event) };
    case 'charge.refunded':
      return { kind: 'charge_refunded', object: parse(ChargeSnapshotSchema, event) };
    case 'refund.created':
    case 'refund.updated':
      return { kind: 'refund', object: parse(RefundSnapshotSchema, event) };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { kind: 'invoice', object: parse(InvoiceSnapshotSchema, event) };
    default:
      return { kind: 'unhandled' };
  }
}

/** Applies one new event inside the ledger's transaction; returns what must run after it commits. */
export async function applyEvent(ctx: LedgerContext, event: ProviderEvent, parsed: ParsedEvent): Promise<FollowUp[]> {
  switch (parsed.kind) {
    case 'payment_intent':
      return applyPaymentIntent(ctx, parsed.object);
    case 'checkout_session':
      return applyCheckoutSession(ctx, parsed.object, event.type);
    case 'subscription':
      await upsertSubscriptionSnapshot(ctx, parsed.object, new Date(event.created * 1000));
      return [];
    case 'charge_refunded':
      return applyChargeRefunded(ctx, parsed.object);
    case 'refund':
      return applyRefund(ctx, parsed.object);
    case 'invoice':
      await applyInvoice(ctx, parsed.object, event.type);
      return [];
    case 'unhandled':
      return [];
  }
}
