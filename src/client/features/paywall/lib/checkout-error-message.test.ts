import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { checkoutErrorMessage } from './checkout-error-message';

describe('checkoutErrorMessage', () => {
  it("words the server's refusal as 'Payment error'", () => {
    expect(checkoutErrorMessage(new ApiError('PAYMENTS_UNAVAILABLE', 'Payments are not available here.', 503))).toBe(
      'Payment error: Payments are not available here.',
    );
    expect(checkoutErrorMessage(new ApiError('INTERNAL', '', 500))).toBe('Payment error: Unknown error occurred');
  });

  it("words anything else as 'Payment failed'", () => {
    expect(checkoutErrorMessage(new ApiError('NETWORK', 'The request did not reach the server', 0))).toBe(
      'Payment failed: The request did not reach the server',
    );
    expect(checkoutErrorMessage('?')).toBe('Payment failed: Unknown error occurred');
  });
});
