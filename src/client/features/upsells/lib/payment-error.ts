import { ApiError } from '@/lib/api-error';

/** Spec §8: the upsell's failure toast. */
export const PAYMENT_FAILED_TITLE = 'Error';
export const PAYMENT_FAILED_MESSAGE = 'Failed to process payment. Please try again.';

/**
 * The failures of a purchase whose server message is worded for the buyer: the provider's decline ('Your card has
 * insufficient funds.'), why payments are off, a provider outage or a charge still settling, 'Start your trial
 * first.', a second click while the first is charged. Other failures carry developer wording.
 */
const BUYER_WORDED = new Set<ApiError['code']>(['CARD_DECLINED', 'PAYMENTS_UNAVAILABLE', 'PAYMENT_PROVIDER_ERROR', 'PURCHASE_NOT_FOUND', 'RATE_LIMITED']);

/** What to say under the spec's failure message, when the server said something meant for the buyer. */
export function paymentFailureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return BUYER_WORDED.has(error.code) ? error.message : null;
}
