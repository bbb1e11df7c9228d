import { ApiError, UNEXPECTED_ERROR, userMessage } from '@/lib/api-error';

export const PAYMENT_FAILED = 'Payment failed';

/**
 * The card form's inline error (spec §8): the provider's own message (a decline says why), else 'Payment failed';
 * anything that is not an answer from the provider is 'An unexpected error occurred' (or the network wording).
 */
export function paymentErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR;
  if (error.code === 'CARD_DECLINED' || error.code === 'PAYMENT_PROVIDER_ERROR') return error.message.trim() || PAYMENT_FAILED;
  return userMessage(error, error.status >= 400 && error.status < 500 ? PAYMENT_FAILED : UNEXPECTED_ERROR);
}

/** The same rule for Stripe.js, which answers { error } instead of throwing. */
export function stripeErrorMessage(error: { message?: string } | undefined): string {
  return error?.message?.trim() || PAYMENT_FAILED;
}
