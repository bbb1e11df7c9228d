import { z } from 'zod';
import { CHECKOUT_DESIGNS } from '../payments/checkout-design';
import { ENTITLEMENTS, PRODUCT_CODES, UPSELL_CODES } from '../payments/products';
import { PAYMENT_STATUSES } from '../payments/payment-status';

/**
 * The payments API (public-funnel spec §7: create-payment-intent, create-checkout, check-subscription,
 * create-upsell-payment). Every price here is set by the server; the browser only says what it wants to buy.
 */

export const ProviderKindSchema = z.enum(['stripe', 'sandbox']);
export type ProviderKind = z.infer<typeof ProviderKindSchema>;

/** Which provider takes payments; kind null when none may (production without Stripe keys). */
export const PaymentProviderInfoSchema = z.object({
  kind: ProviderKindSchema.nullable(),
  /** The sandbox, or Stripe with test keys: pages show the 'Test mode' banner. */
  testMode: z.boolean(),
  /** Stripe.js publishable key; null for the sandbox. */
  publishableKey: z.string().nullable(),
  /** Why payments are off, worded for the visitor; null when a provider is ready. */
  unavailableMessage: z.string().nullable(),
});
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfoSchema>;

export const CheckoutDesignSchema = z.enum(['checkout', 'paywall']);

/** GET /api/payments/offer: the trial offer as this visitor sees it now. The first call starts the hold. */
/**
 * PRODUCT.md "Membership": 'member' while a trial or subscription gives access (a cancelled one until its period
 * ends), 'former' after it, 'none' for someone who never had the trial (and for a signed-out visitor).
 */
export const MembershipSchema = z.enum(['member', 'former', 'none']);
export type Membership = z.infer<typeof MembershipSchema>;
/** GET /api/payments/membership, and the offer's `membership`: where the user stands, and whether their results (new ones too) are unlocked. */
export const MembershipResponseSchema = z.object({ status: MembershipSchema, resultsUnlocked: z.boolean() });
export type MembershipResponse = z.infer<typeof MembershipResponseSchema>;

export const OfferResponseSchema = z.object({
  design: CheckoutDesignSchema,
  provider: PaymentProviderInfoSchema,
  trial: z.object({
    /** What the trial costs today (offer price while the hold runs, else the list price). */
    priceCents: z.number().int(),
    offerPriceCents: z.number().int(),
    listPriceCents: z.number().int(),
    percentOff: z.number().int(),
    currency: z.string(),
    hold: z.object({
      disabled: z.boolean(),
      active: z.boolean(),
      secondsLeft: z.number().int(),
      expiresAt: z.string().nullable(),
    }),
  }),
  subscription: z.object({ priceCents: z.number().int(), trialDays: z.number().int(), interval: z.literal('month') }),
  moneyBackDays: z.number().int(),
  /** The e-mail the purchase is for (the signed-in user's, else the lead's); null sends the visitor to /email. */
  email: z.string().nullable(),
  /** The signed-in user's membership ('none' signed out): a member is shown no price. */
  membership: MembershipResponseSchema,
  serverNow: z.string(),
});
export type OfferResponse = z.infer<typeof OfferResponseSchema>;

export const PromoCodeInputSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a promo code')
  .max(40, 'That promo code is too long')
  .transform((code) => code.toUpperCase());

/** POST /api/payments/promo: checks a code; 422 PROMO_CODE_INVALID 'This promo code is not valid.' */
export const ValidatePromoBodySchema = z.object({ code: PromoCodeInputSchema });
export const ValidatePromoResponseSchema = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  /** The trial's price today with this code. */
  priceCents: z.number().int(),
});
export type ValidatePromoResponse = z.infer<typeof ValidatePromoResponseSchema>;

export const StartTrialBodySchema = z.object({ promoCode: PromoCodeInputSchema.optional() });
export type StartTrialBody = z.input<typeof StartTrialBodySchema>;

/** POST /api/payments/trial/intent (spec create-payment-intent): the card form's payment. */
export const TrialIntentResponseSchema = z.object({
  purchaseId: z.string(),
  clientSecret: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type TrialIntentResponse = z.infer<typeof TrialIntentResponseSchema>;

/** POST /api/payments/trial/checkout (spec create-checkout): the hosted checkout page to open in a new tab. */
export const CheckoutUrlResponseSchema = z.object({ purchaseId: z.string(), url: z.string() });
export type CheckoutUrlResponse = z.infer<typeof CheckoutUrlResponseSchema>;

/** Spec §3 subscription check (in_trial, trial_end) plus what the signed-in area shows and needs to cancel. */
export const SubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  in_trial: z.boolean(),
  trial_end: z.string().nullable(),
  /** When the next charge happens, and how much; null once cancelled. */
  nextChargeAt: z.string().nullable(),
  nextChargeCents: z.number().int().nullable(),
  priceCents: z.number().int(),
  currency: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** Access lasts until this moment after a cancel. */
  endsAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** GET /api/payments/subscription (spec check-subscription); POST /api/payments/subscription/cancel answers the same. */
export const SubscriptionResponseSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  in_trial: z.boolean(),
  trial_end: z.string().nullable(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;


/** POST /api/payments/purchases/complete: what /success shows; signs the browser in when the payment made the account. */
export const CompletePurchaseBodySchema = z.object({ sessionId: z.string().trim().min(1).max(255) });
export const CompletePurchaseResponseSchema = z.object({
  purchaseId: z.string(),
  product: z.enum(PRODUCT_CODES),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  currency: z.string(),
  email: z.string(),
  /** The browser is signed in as the buyer now. */
  signedIn: z.boolean(),
  /** The e-mail already had an account: the buyer signs in with a mailed link instead. */
  existingAccount: z.boolean(),
  failureMessage: z.string().nullable(),
  subscription: SubscriptionSchema.nullable(),
});
export type CompletePurchaseResponse = z.infer<typeof CompletePurchaseResponseSchema>;

/** POST /api/payments/upsells (spec create-upsell-payment): the server prices it; the browser names it only. */
export const UpsellCodeSchema = z.enum(UPSELL_CODES);
export const BuyUpsellBodySchema = z.object({ upsellType: UpsellCodeSchema });
export type BuyUpsellBody = z.infer<typeof BuyUpsellBodySchema>;
export const BuyUpsellResponseSchema = z.discriminatedUnion('status', [
  /** Charged in one click on the card saved with the trial. */
  z.object({ status: z.literal('paid'), purchaseId: z.string(), entitlements: z.array(z.enum(ENTITLEMENTS)) }),
  /** No saved card (or the bank wants the buyer present): open this hosted checkout in a new tab. */
  z.object({ status: z.literal('requires_checkout'), purchaseId: z.string(), url: z.string() }),
]);
export type BuyUpsellResponse = z.infer<typeof BuyUpsellResponseSchema>;

/** GET /api/payments/entitlements (signed in): what the user owns. */
export const EntitlementsResponseSchema = z.object({
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  products: z.array(z.enum(PRODUCT_CODES)),
});
export type EntitlementsResponse = z.infer<typeof EntitlementsResponseSchema>;

/** GET /api/payments/history (signed in): the user's payments, newest first. */
export const PaymentRecordSchema = z.object({
  id: z.string(),
  product: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  providerPaymentId: z.string(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;
export const PaymentHistoryResponseSchema = z.object({ payments: z.array(PaymentRecordSchema) });
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponseSchema>;

/** A card as the sandbox's forms send it (digits only; spaces and slashes are stripped by the form). */
export const SandboxCardSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.'),
  expMonth: z.number().int().min(1, 'Your card’s expiration date is incomplete.').max(12, 'Your card’s expiration month is invalid.'),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
  name: z.string().trim().max(100).optional(),
});
export type SandboxCard = z.infer<typeof SandboxCardSchema>;

/** POST /api/payments/sandbox/confirm: the sandbox's stand-in for Stripe.js confirmPayment. */
export const SandboxConfirmBodySchema = z.object({ clientSecret: z.string().min(1).max(255), card: SandboxCardSchema });
export const SandboxConfirmResponseSchema = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() });

/** GET /api/payments/sandbox/sessions/:id: the sandbox's hosted checkout page. */
export const SandboxSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  amountCents: z.number().int(),
  currency: z.string(),
  productName: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  /** Terms shown beside the pay button (the trial's renewal), or null for a one-off. */
  terms: z.string().nullable(),
  cancelUrl: z.string(),
});
export type SandboxSession = z.infer<typeof SandboxSessionSchema>;
/** POST /api/payments/sandbox/sessions/:id/pay: answers where to go next (the success URL with the session id). */
export const SandboxPayBodySchema = z.object({ card: SandboxCardSchema });
export const SandboxPayResponseSchema = z.object({ redirectUrl: z.string() });

/** Admin: promo codes (GET/POST /api/admin/promo-codes, PUT /api/admin/promo-codes/:id). */
export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  active: z.boolean(),
  maxRedemptions: z.number().int().nullable(),
  redemptionCount: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodesResponseSchema = z.object({ promoCodes: z.array(PromoCodeSchema) });
export const CreatePromoCodeBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Use 3 to 40 letters, digits, - or _')
      .transform((c) => c.toUpperCase()),
    percentOff: z.number().int().min(1).max(100).nullable().default(null),
    amountOffCents: z.number().int().min(1).max(1_000_000).nullable().default(null),
    maxRedemptions: z.number().int().min(1).max(1_000_000, 'Use at most 1,000,000 redemptions').nullable().default(null),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((v) => (v.percentOff === null) !== (v.amountOffCents === null), {
    message: 'Give either a percentage or an amount off',
    path: ['percentOff'],
  });
export type CreatePromoCodeBody = z.input<typeof CreatePromoCodeBodySchema>;
export const UpdatePromoCodeBodySchema = z.object({ active: z.boolean() });

/** Admin: the payment settings (GET/PUT /api/admin/settings/payments). */
export const PaymentSettingsSchema = z.object({
  checkoutDesign: z.enum(CHECKOUT_DESIGNS),
  /** Length of the checkout's offer hold; 0 turns holds off. */
  offerHoldMinutes: z.number().int().min(0).max(24 * 60),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
