import { and, asc, eq, exists, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import { paths } from '../../../shared/app-paths';
import { CURRENCY, type Entitlement, PRODUCTS, type UpsellCode, upsellsCovering } from '../../../shared/payments/products';
import type { BuyUpsellResponse } from '../../../shared/schemas/payments';
import type { Db, Tx } from '../../db/client';
import { entitlements, payments, purchases, user } from '../../db/schema';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { ensurePaymentCustomer } from './ensure-payment-customer';
import type { PurchaseRow } from './find-purchase';
import { findUpsellBuyer, type UpsellBuyer } from './find-upsell-buyer';
import { getEntitlements } from './get-entitlements';
import type { PaymentProvider } from './provider/payment-provider';
import { abandonOnFailure, metadataFor, successUrl } from './purchase-provider-calls';
import { refreshPurchase } from './refresh-purchase';
import { callProvider, requireProvider } from './require-provider';

/** The page each upsell is offered on: the hosted checkout's cancel link goes back there. */
const OFFER_PAGE: Record<UpsellCode, string> = {
  ultra: paths.upsell1,
  extended: paths.upsell1,
  'premium-bundle-retention': paths.upsellRetention,
  'cognitive-analysis-report': paths.upsell2,
  'cognitive-growth-retention': paths.upsell2Retention,
};

/**
 * A one-click charge younger than this still counts as under way: a second click waits for it instead of charging.
 * Long enough to cover a charge whose call timed out: it stays open until its events say what happened.
 */
const IN_FLIGHT_MS = 10 * 60_000;

export interface BuyUpsellInput {
  visitorId: string;
  user: SessionUser | null;
  upsellType: UpsellCode;
}

/**
 * POST /api/payments/upsells (spec create-upsell-payment). The price is the server's (PRODUCTS). With the card saved by
 * the trial the upsell is charged in one click; when there is none, or the bank wants the buyer present, the
 * provider's hosted checkout takes it. Something already bought is not charged again.
 */
export async function buyUpsell(deps: AppDeps, input: BuyUpsellInput): Promise<BuyUpsellResponse> {
  const provider = requireProvider(deps);
  const buyer = await findUpsellBuyer(deps, input);
  const owned = await findOwned(deps, buyer.userId, input.upsellType);
  if (owned) return paid(deps, owned.id);
  await refuseIfHeld(deps.db, buyer.userId, input.upsellType);

  const customer = await ensurePaymentCustomer(deps, provider, { email: buyer.email, userId: buyer.userId });
  const paymentMethodId = await savedCardFor(deps, provider, buyer, customer.defaultPaymentMethodId);
  if (paymentMethodId) {
    const outcome = await chargeSavedCard(deps, provider, input, buyer, customer.providerCustomerId, paymentMethodId);
    if (outcome) return outcome;
  }
  return hostedCheckout(deps, provider, input, buyer, customer.providerCustomerId);
}

/** Never sell what the buyer holds already, whichever product gave it (the Ultra pack holds the extended report). */
async function refuseIfHeld(db: Db | Tx, userId: string, product: UpsellCode) {
  const { entitlements: held } = await getEntitlements(db, userId);
  if (PRODUCTS[product].grants.every((grant) => held.includes(grant))) throw new AppError('ALREADY_OWNED', 'You already own this.');
}

/** The purchase row is completed and one of its payments is not refunded in full (what ledger/sync-entitlements.ts grants on). */
function standsPaid(deps: AppDeps): SQL {
  const standingPayment = deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.purchaseId, purchases.id), eq(payments.status, 'completed'), lt(payments.refundedCents, payments.amountCents)));
  return and(eq(purchases.status, 'completed'), exists(standingPayment))!;
}

/** The buyer's purchase of this product that stands paid: buying it again answers that one. A refunded one may be bought again. */
async function findOwned(deps: AppDeps, userId: string, product: UpsellCode): Promise<PurchaseRow | undefined> {
  const [completed] = await deps.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.product, product), standsPaid(deps)))
    .limit(1);
  return completed;
}

async function paid(deps: AppDeps, purchaseId: string): Promise<BuyUpsellResponse> {
  const granted = await deps.db.select({ entitlement: entitlements.entitlement }).from(entitlements).where(eq(entitlements.purchaseId, purchaseId));
  return { status: 'paid', purchaseId, entitlements: granted.map((g) => g.entitlement as Entitlement) };
}

/**
 * The card to charge without the buyer present. Signed in: the account's saved card. Otherwise only the card that paid
 * this browser's own trial: someone who typed another person's e-mail at checkout must never reach that person's card.
 */
async function savedCardFor(deps: AppDeps, provider: PaymentProvider, buyer: UpsellBuyer, accountCard: string | null): Promise<string | null> {
  if (buyer.signedIn) return accountCard;
  const trial = buyer.trial;
  if (!trial || trial.provider !== provider.kind) return null;
  let paymentIntentId = trial.providerPaymentId;
  if (!paymentIntentId && trial.providerSessionId) {
    const sessionId = trial.providerSessionId;
    paymentIntentId = (await callProvider(deps, 'retrieveCheckoutSession', () => provider.retrieveCheckoutSession(sessionId))).paymentIntentId;
  }
  if (!paymentIntentId) return null;
  const id = paymentIntentId;
  const intent = await callProvider(deps, 'retrievePaymentIntent', () => provider.retrievePaymentIntent(id));
  return intent.payment_method ?? null;
}

async function insertPurchase(
  deps: AppDeps,
  db: Db | Tx,
  input: BuyUpsellInput,
  buyer: UpsellBuyer,
  channel: 'saved_card' | 'hosted',
  customerId: string,
): Promise<PurchaseRow> {
  const product = PRODUCTS[input.upsellType];
  const [purchase] = await db
    .insert(purchases)
    .values({
      product: product.code,
      channel,
      amountCents: product.priceCents,
      currency: CURRENCY,
      visitorId: input.visitorId,
      email: buyer.email,
      userId: buyer.userId,
      provider: deps.payments.provider!.kind,
      providerCustomerId: customerId,
      createdAt: deps.clock.now(),
    })
    .returning();
  if (!purchase) throw new AppError('INTERNAL', 'The purchase could not be saved');
  return purchase;
}

/**
 * The one-click purchase, unless a charge for this buyer of this product, or of one that gives all it gives, is
 * already under way (or done): then that one (`rival`), and nothing is inserted. Clicks are serialised on the buyer's
 * user row, so of two at once the second always sees the first's purchase and what it granted (checking after
 * inserting, each could miss the other). An open rival may also be a
 * charge whose call failed in a way that leaves unknown whether it went through: it is waited for too.
 */
async function claimOneClickCharge(
  deps: AppDeps,
  input: BuyUpsellInput,
  buyer: UpsellBuyer,
  customerId: string,
): Promise<{ purchase: PurchaseRow; rival?: undefined } | { rival: PurchaseRow; purchase?: undefined }> {
  const since = new Date(deps.clock.now().getTime() - IN_FLIGHT_MS);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, buyer.userId)).for('update');
    await refuseIfHeld(tx, buyer.userId, input.upsellType);
    const [rival] = await tx
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, buyer.userId),
          inArray(purchases.product, upsellsCovering(input.upsellType)),
          eq(purchases.channel, 'saved_card'),
          or(eq(purchases.status, 'open'), standsPaid(deps)),
          gt(purchases.createdAt, since),
        ),
      )
      .orderBy(asc(purchases.createdAt), asc(purchases.id))
      .limit(1);
    if (rival) return { rival };
    return { purchase: await insertPurchase(deps, tx, input, buyer, 'saved_card', customerId) };
  });
}

/** One click: answers paid, or null to fall back to hosted checkout (the bank wants the buyer present); a decline is 402. */
async function chargeSavedCard(
  deps: AppDeps,
  provider: PaymentProvider,
  input: BuyUpsellInput,
  buyer: UpsellBuyer,
  customerId: string,
  paymentMethodId: string,
): Promise<BuyUpsellResponse | null> {
  const { purchase, rival } = await claimOneClickCharge(deps, input, buyer, customerId);
  if (rival) {
    const settled = await refreshPurchase(deps, rival);
    if (settled.status === 'completed') return paid(deps, settled.id);
    throw new AppError('RATE_LIMITED', 'Your payment is already being processed. Please wait a moment.', undefined, { retryAfterSeconds: 5 });
  }

  const product = PRODUCTS[input.upsellType];
  // Not abandonOnFailure: a charge whose call failed (a timeout, say) may have gone through. The purchase stays
  // open, so a click within IN_FLIGHT_MS waits for it instead of charging again, and its events settle it.
  const charge = await callProvider(deps, 'chargeSavedCard', () =>
    provider.chargeSavedCard({
      amountCents: purchase.amountCents,
      currency: purchase.currency,
      customerId,
      paymentMethodId,
      description: product.name,
      metadata: metadataFor(purchase),
      idempotencyKey: `purchase-${purchase.id}`,
    }),
  ).catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === 'CARD_DECLINED') await closePurchase(deps, purchase.id, 'failed', err.message);
    else deps.logger.warn({ purchaseId: purchase.id }, 'one-click charge failed in an unknown way; the purchase stays open for its events');
    throw err;
  });
  await deps.db.update(purchases).set({ providerPaymentId: charge.paymentIntentId }).where(eq(purchases.id, purchase.id));
  const withPayment = { ...purchase, providerPaymentId: charge.paymentIntentId };

  if (charge.status === 'requires_action') {
    // The bank wants the buyer present (3-D Secure): the hosted page can ask them; this attempt is closed.
    await closePurchase(deps, purchase.id, 'canceled', 'The bank asked to confirm the payment on the checkout page');
    return null;
  }
  const settled = await refreshPurchase(deps, withPayment);
  if (charge.status === 'failed' || settled.status === 'failed') {
    const message = charge.failureMessage ?? settled.failureMessage ?? 'Your card was declined.';
    await closePurchase(deps, purchase.id, 'failed', message);
    throw new AppError('CARD_DECLINED', message);
  }
  if (settled.status === 'completed') return paid(deps, settled.id);
  throw new AppError('PAYMENT_PROVIDER_ERROR', 'Your payment is still being processed. It will appear in your account shortly.');
}

async function closePurchase(deps: AppDeps, purchaseId: string, status: 'failed' | 'canceled', message: string) {
  await deps.db
    .update(purchases)
    .set({ status, failureMessage: message })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'open')));
}

async function hostedCheckout(
  deps: AppDeps,
  provider: PaymentProvider,
  input: BuyUpsellInput,
  buyer: UpsellBuyer,
  customerId: string,
): Promise<BuyUpsellResponse> {
  const product = PRODUCTS[input.upsellType];
  const purchase = await insertPurchase(deps, deps.db, input, buyer, 'hosted', customerId);
  const session = await abandonOnFailure(
    deps,
    purchase,
    () =>
      provider.createCheckoutSession({
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        customerId,
        productName: product.name,
        description: product.description,
        terms: null,
        metadata: metadataFor(purchase),
        saveCard: false,
        successUrl: successUrl(deps),
        cancelUrl: `${deps.payments.publicUrl}${OFFER_PAGE[input.upsellType]}`,
        idempotencyKey: `purchase-${purchase.id}`,
      }),
    'createCheckoutSession',
  );
  await deps.db.update(purchases).set({ providerSessionId: session.sessionId }).where(eq(purchases.id, purchase.id));
  return { status: 'requires_checkout', purchaseId: purchase.id, url: session.url };
}
