import { ApiError, UNEXPECTED_ERROR, userMessage } from '@/lib/api-error';

/** A decline shows the card's own message (Stripe's wording, e.g. 'Your card has insufficient funds.'). */
export function payErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'CARD_DECLINED') return error.message.trim() || 'Payment failed';
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return 'This checkout session is no longer open.';
  return userMessage(error, UNEXPECTED_ERROR);
}
