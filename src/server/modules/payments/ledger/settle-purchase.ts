import type { FollowUp, LedgerContext } from './ledger-context';
import { completePurchase } from './complete-purchase';
import { failPurchase } from './fail-purchase';
import type { PurchaseRow } from './lock-purchase';
import { syncEntitlements } from './sync-entitlements';
import type { PaymentRow } from './upsert-payment';

/**
 * After any change to one of a purchase's payments: the purchase follows the payment's (ranked) state, then its
 * entitlements are recomputed from the payments as they now stand.
 */
export async function settlePurchase(
  ctx: LedgerContext,
  purchase: PurchaseRow,
  payment: PaymentRow,
  paymentMethodId: string | null = null,
): Promise<FollowUp[]> {
  let followUps: FollowUp[] = [];
  if (payment.status === 'completed') {
    followUps = await completePurchase(ctx, purchase, { providerCustomerId: payment.providerCustomerId, paymentMethodId });
  } else if (payment.status === 'failed') {
    await failPurchase(ctx, purchase, payment.failureMessage);
  }
  await syncEntitlements(ctx, purchase.id);
  return followUps;
}
