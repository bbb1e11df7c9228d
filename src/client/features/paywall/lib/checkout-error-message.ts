import { ApiError } from '@/lib/api-error';

/**
 * Spec §8, the paywall's checkout errors, shown inline rather than in window.alert: the server's answer as
 * 'Payment error: …', a failure to reach it as 'Payment failed: …'.
 */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'NETWORK') return `Payment error: ${error.message.trim() || 'Unknown error occurred'}`;
  const detail = error instanceof Error && error.message ? error.message : 'Unknown error occurred';
  return `Payment failed: ${detail}`;
}

export const NO_CHECKOUT_URL = 'No checkout URL received. Please try again.';
