import { eq } from 'drizzle-orm';
import type { ProductCode } from '../../../shared/payments/products';
import type { PaymentStatus } from '../../../shared/payments/payment-status';
import type { CompletePurchaseResponse } from '../../../shared/schemas/payments';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { subscriptions } from '../../db/schema';
import { findOwnPurchase, type PurchaseRow } from './find-purchase';
import { findLatestSubscription, type SubscriptionRow, toSubscription } from './get-subscription';
import { ensureTrialSubscription } from './ledger/ensure-trial-subscription';
import { refreshPurchase } from './refresh-purchase';

/** How long after paying the browser that paid may still be signed in by /success. */
export const SIGN_IN_WINDOW_MS = 24 * 3600_000;

export interface CompleteCheckoutInput {
  sessionId: string;
  visitorId: string;
  user: SessionUser | null;
  /** Signs this browser in as the user (auth/sign-in-browser.ts); given by the route. */
  signIn: (userId: string) => Promise<void>;
}

const STATUS: Record<PurchaseRow['status'], PaymentStatus> = { open: 'pending', completed: 'completed', failed: 'failed', canceled: 'failed' };

/**
 * The payment may sign this browser in only when it made the account, in this very browser, and recently: the visitor
 * cookie shows the browser is the one that paid, and a new account has nothing to protect but what this payment
 * bought. An account that existed before is never signed in here: anyone may type another person's e-mail at checkout.
 */
function maySignIn(purchase: PurchaseRow, input: CompleteCheckoutInput, now: Date): purchase is PurchaseRow & { userId: string } {
  return (
    purchase.status === 'completed' &&
    purchase.accountCreated &&
    purchase.userId !== null &&
    purchase.visitorId === input.visitorId &&
    (input.user === null || input.user.id === purchase.userId) &&
    purchase.completedAt !== null &&
    now.getTime() - purchase.completedAt.getTime() <= SIGN_IN_WINDOW_MS
  );
}

/**
 * POST /api/payments/purchases/complete: what /success shows. A purchase still open is settled from the provider's
 * answer first; a completed trial gets its subscription; the browser that paid is signed in when the payment made its
 * account.
 */
export async function completeCheckout(deps: AppDeps, input: CompleteCheckoutInput): Promise<CompletePurchaseResponse> {
  let purchase = await findOwnPurchase(deps.db, input);
  purchase = await refreshPurchase(deps, purchase);
  if (purchase.status === 'completed' && purchase.product === 'trial') {
    try {
      await ensureTrialSubscription(deps, purchase.id);
    } catch (err) {
      // The payment stands; the billing worker's sweep starts the subscription once the provider answers again.
      deps.logger.warn({ err, purchaseId: purchase.id }, 'could not start the trial subscription yet');
    }
  }

  let signedIn = input.user !== null && input.user.id === purchase.userId;
  if (!signedIn && maySignIn(purchase, input, deps.clock.now())) {
    await input.signIn(purchase.userId);
    signedIn = true;
  }
  // Someone who typed another person's e-mail sees only the subscription their own payment started, not the account's.
  const subscription = signedIn && purchase.userId ? await findLatestSubscription(deps.db, purchase.userId) : await subscriptionOf(deps, purchase.id);
  return {
    purchaseId: purchase.id,
    product: purchase.product as ProductCode,
    status: STATUS[purchase.status],
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    email: purchase.email,
    signedIn,
    existingAccount: purchase.status === 'completed' && !purchase.accountCreated && !signedIn,
    failureMessage: purchase.failureMessage,
    subscription: subscription ? toSubscription(subscription) : null,
  };
}

async function subscriptionOf(deps: AppDeps, purchaseId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.purchaseId, purchaseId)).limit(1);
  return row;
}
