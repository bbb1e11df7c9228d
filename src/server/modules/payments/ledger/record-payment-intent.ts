import type { AppDeps } from '../../../lib/app-env';
import { applyPaymentIntent } from './apply-payment-intent';
import { ledgerTransaction } from './ledger-transaction';
import { runFollowUps } from './run-follow-ups';
import type { PaymentIntentSnapshot } from './stripe-objects';

/**
 * Records a payment intent fetched from the provider (/success, when its events are late) exactly as its
 * payment_intent.* event would: the same ranked upsert, so the event arriving later changes nothing more.
 * The observation time is accepted for symmetry with subscriptions but unused: a payment's state is ranked, not timed.
 */
export async function recordPaymentIntent(deps: AppDeps, snapshot: PaymentIntentSnapshot, _observedAt?: Date): Promise<void> {
  const followUps = await ledgerTransaction(deps, (ctx) => applyPaymentIntent(ctx, snapshot));
  await runFollowUps(deps, followUps);
}
