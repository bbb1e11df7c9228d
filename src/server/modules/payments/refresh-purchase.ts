import type { AppDeps } from '../../lib/app-env';
import { type PurchaseRow, purchaseById } from './find-purchase';
import { recordPaymentIntent } from './ledger/record-payment-intent';

/**
 * Asks the provider how an open purchase stands and records the answer through the ledger, the same path its webhook
 * takes, so /success never waits for a late event (and a late event changes nothing afterwards). A provider that
 * cannot be reached leaves the purchase as it was: the events will settle it. Answers the purchase as it now stands.
 */
export async function refreshPurchase(deps: AppDeps, purchase: PurchaseRow): Promise<PurchaseRow> {
  const provider = deps.payments.provider;
  if (purchase.status !== 'open' || !provider || provider.kind !== purchase.provider) return purchase;
  try {
    let paymentIntentId = purchase.providerPaymentId;
    if (!paymentIntentId && purchase.providerSessionId) {
      paymentIntentId = (await provider.retrieveCheckoutSession(purchase.providerSessionId)).paymentIntentId;
    }
    if (!paymentIntentId) return purchase;
    await recordPaymentIntent(deps, await provider.retrievePaymentIntent(paymentIntentId));
  } catch (err) {
    deps.logger.warn({ err, purchaseId: purchase.id }, 'could not refresh a purchase from the provider; its events will settle it');
    return purchase;
  }
  return purchaseById(deps.db, purchase.id);
}
