import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { leads } from './leads';

/**
 * Payments (PRODUCT.md "Payments", principle 5). Amounts are integer cents with a currency; every provider object
 * is kept with the provider's id; what a payment did is decided by the provider's confirmed events, never by the
 * browser.
 */

/** The provider's customer for an e-mail: the saved card of the trial lives there and pays upsells in one click. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The card saved by the trial's payment (set from the succeeded payment's payment method). */
    defaultPaymentMethodId: text('default_payment_method_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_customers_provider_id_key').on(t.provider, t.providerCustomerId),
    uniqueIndex('payment_customers_provider_email_key').on(t.provider, t.email),
    index('payment_customers_user_idx').on(t.userId),
  ],
);

/**
 * One thing a buyer set out to buy (the trial or an upsell), created before the provider sees it; the provider's
 * payment or checkout session carries its id as metadata.purchase_id.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').notNull(),
    /** card: the checkout's card form; hosted: the provider's checkout page; saved_card: one click. */
    channel: text('channel', { enum: ['card', 'hosted', 'saved_card'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id').notNull(),
    email: text('email').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerPaymentId: text('provider_payment_id'),
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: ['open', 'completed', 'failed', 'canceled'] }).notNull().default('open'),
    failureMessage: text('failure_message'),
    /** The payment created the buyer's account (so this browser may be signed in as it). */
    accountCreated: boolean('account_created').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_provider_payment_key').on(t.provider, t.providerPaymentId).where(sql`${t.providerPaymentId} is not null`),
    uniqueIndex('purchases_provider_session_key').on(t.provider, t.providerSessionId).where(sql`${t.providerSessionId} is not null`),
    index('purchases_visitor_created_idx').on(t.visitorId, t.createdAt.desc()),
    index('purchases_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('purchases_email_idx').on(t.email),
  ],
);

/** The ledger: one row per provider payment (a payment intent, or a subscription's invoice), however often reported. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The card that paid: the trial's subscription is put on this card, never on whatever the customer has on file. */
    providerPaymentMethodId: text('provider_payment_method_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['completed', 'pending', 'failed'] }).notNull().default('pending'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('payments_purchase_idx').on(t.purchaseId),
  ],
);

/** Refunds as the provider reports them, by the provider's refund id. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('refunds_provider_refund_key').on(t.provider, t.providerRefundId), index('refunds_payment_idx').on(t.providerPaymentId)],
);

/** The trial's subscription as the provider last reported it (the newest snapshot wins, whatever the arrival order). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** The trial purchase that started it (one subscription per trial purchase). */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The provider's time of the snapshot applied last; an older snapshot arriving later is ignored. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }).notNull(),
    /** The "your trial ends in 2 days" mail went out. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_key').on(t.provider, t.providerSubscriptionId),
    uniqueIndex('subscriptions_purchase_key').on(t.purchaseId).where(sql`${t.purchaseId} is not null`),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_trial_reminder_idx').on(t.trialEnd).where(sql`${t.status} = 'trialing' and ${t.reminderSentAt} is null`),
  ],
);

/** What a completed purchase grants; a user owns an entitlement while any of its purchases stands (not refunded). */
export const entitlements = pgTable(
  'entitlements',
  {
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    entitlement: text('entitlement').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purchaseId, t.entitlement] }), index('entitlements_user_idx').on(t.userId)],
);

/** Every provider event applied, by id: a second delivery of the same event changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The provider's creation time of the event. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** PRODUCT.md principle 3: the checkout's offer hold per visitor, started when first seen. */
export const offerHolds = pgTable(
  'offer_holds',
  {
    visitorId: text('visitor_id').notNull(),
    offer: text('offer').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.offer] })],
);

/** Promo codes managed by admins; a discount on the trial's price today. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    active: boolean('active').notNull().default(true),
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(t.code)],
);

/**
 * The sandbox provider's own records (payment intents, checkout sessions, customers, payment methods,
 * subscriptions), kept in Stripe's shapes so its events read like Stripe's. Unused with Stripe.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** A create call with the same key answers the object made the first time (Stripe's Idempotency-Key). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_objects_idempotency_key').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('sandbox_objects_type_idx').on(t.type, t.createdAt),
  ],
);
