import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { paymentErrorMessage, stripeErrorMessage } from './payment-error-message';

describe('paymentErrorMessage', () => {
  it("shows the provider's message for a decline", () => {
    expect(paymentErrorMessage(new ApiError('CARD_DECLINED', 'Your card was declined.', 402))).toBe('Your card was declined.');
  });

  it("falls back to 'Payment failed' when the provider gives no message", () => {
    expect(paymentErrorMessage(new ApiError('CARD_DECLINED', '  ', 402))).toBe('Payment failed');
    expect(stripeErrorMessage({})).toBe('Payment failed');
    expect(stripeErrorMessage({ message: 'Your card has insufficient funds.' })).toBe('Your card has insufficient funds.');
  });

  it("says 'An unexpected error occurred' for anything that is not the provider's answer", () => {
    expect(paymentErrorMessage(new TypeError('x is undefined'))).toBe('An unexpected error occurred');
    expect(paymentErrorMessage(new ApiError('INTERNAL', 'boom', 500))).toBe('An unexpected error occurred');
  });

  it('keeps the network wording for a request that never arrived', () => {
    expect(paymentErrorMessage(new ApiError('NETWORK', 'offline', 0))).toMatch(/Network error/);
  });
});
