import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { attempts, paymentCustomers, payments, promoCodes, purchases, subscriptions, testResults } from '../../../db/schema';
import { creditReferral } from '../../referrals/credit-referral';
import { findOrCreateBuyer } from './find-or-create-buyer';
import type { FollowUp, LedgerContext } from './ledger-context';
import type { PurchaseRow } from './lock-purchase';

export interface CompletionFacts {
  providerCustomerId: string | null;
  /** The card that paid, from a succeeded payment intent; null when the event that completed it does not say. */
  paymentMethodId: string | null;
}

/**
 * A purchase with a completed payment: the first time (open, failed or canceled → completed) it finds or creates the
 * buyer's account, counts the promo code and marks the trial's results paid; every time, it ties the payment, the
 * customer and the subscription to the buyer and keeps the card the trial saved. Safe to run once per event.
 * The purchase row is locked by the caller.
 */
export async function completePurchase(ctx: LedgerContext, purchase: PurchaseRow, facts: CompletionFacts): Promise<FollowUp[]> {
  const { tx } = ctx;
  const followUps: FollowUp[] = [];
  const [transitioned] = await tx
    .update(purchases)
    .set({ status: 'completed', completedAt: ctx.now, failureMessage: null })
    .where(and(eq(purchases.id, purchase.id), ne(purchases.status, 'completed')))
    .returning({ id: purchases.id });

  let userId = purchase.userId;
  if (transitioned) {
    // A buyer signed in at checkout already owns the purchase; otherwise the account is the purchase's e-mail.
    let accountCreated = false;
    if (!userId) {
      const buyer = await findOrCreateBuyer(ctx, purchase.email);
      userId = buyer.userId;
      accountCreated = buyer.created;
    }
    await tx.update(purchases).set({ userId, accountCreated }).where(eq(purchases.id, purchase.id));
    await creditReferral(ctx, purchase, userId);
    if (purchase.promoCodeId) {
      await tx
        .update(promoCodes)
        .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
        .where(eq(promoCodes.id, purchase.promoCodeId));
    }
    if (purchase.product === 'trial') {
      const paidAttempts = tx
        .select({ id: attempts.id })
        .from(attempts)
        .where(or(eq(attempts.visitorId, purchase.visitorId), eq(attempts.userId, userId)));
      await tx.update(testResults).set({ paymentStatus: 'completed' }).where(inArray(testResults.attemptId, paidAttempts));
    }
    // Paying proves the card, not the address: the paying browser's quiz records go to an account only when this
    // payment made it, or its holder was signed in while buying. An account that existed receives the purchase, and
    // the records once its holder signs in from this browser (decision record 010), so nobody can pay to make
    // their own result another person's latest one.
    if (accountCreated || purchase.userId) followUps.push({ kind: 'link-funnel', userId, visitorId: purchase.visitorId });
  }
  if (!userId) return followUps;

  await tx
    .update(payments)
    .set({ userId })
    .where(and(eq(payments.purchaseId, purchase.id), isNull(payments.userId)));
  await tx
    .update(subscriptions)
    .set({ userId })
    .where(and(eq(subscriptions.purchaseId, purchase.id), isNull(subscriptions.userId)));
  const customerId = facts.providerCustomerId ?? purchase.providerCustomerId;
  if (customerId) await keepCustomer(ctx, purchase, customerId, userId, facts.paymentMethodId);
  if (purchase.product === 'trial') followUps.push({ kind: 'trial-subscription', purchaseId: purchase.id });
  return followUps;
}

/**
 * The provider's customer belongs to the buyer, and its saved card pays later upsells in one click: the trial's card
 * always (it is the one the subscription charges), another purchase's card only when none is saved yet.
 */
async function keepCustomer(ctx: LedgerContext, purchase: PurchaseRow, customerId: string, userId: string, paymentMethodId: string | null) {
  const { tx } = ctx;
  await tx
    .insert(paymentCustomers)
    .values({
      provider: ctx.provider,
      providerCustomerId: customerId,
      email: purchase.email.trim().toLowerCase(),
      userId,
      defaultPaymentMethodId: paymentMethodId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing();
  const card = paymentMethodId
    ? purchase.product === 'trial'
      ? sql`${paymentMethodId}`
      : sql`coalesce(${paymentCustomers.defaultPaymentMethodId}, ${paymentMethodId})`
    : sql`${paymentCustomers.defaultPaymentMethodId}`;
  await tx
    .update(paymentCustomers)
    .set({ userId: sql`coalesce(${paymentCustomers.userId}, ${userId})`, defaultPaymentMethodId: card, updatedAt: ctx.now })
    .where(
      and(
        eq(paymentCustomers.provider, ctx.provider),
        eq(paymentCustomers.providerCustomerId, customerId),
        or(isNull(paymentCustomers.userId), sql`${paymentCustomers.defaultPaymentMethodId} is distinct from ${card}`),
      ),
    );
}
