import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { paymentFailureDetail } from './payment-error';

describe('paymentFailureDetail', () => {
  it("passes on the provider's decline message", () => {
    expect(paymentFailureDetail(new ApiError('CARD_DECLINED', 'Your card was declined.', 402))).toBe('Your card was declined.');
    expect(paymentFailureDetail(new ApiError('PURCHASE_NOT_FOUND', 'Start your trial first.', 404))).toBe('Start your trial first.');
  });

  it('keeps developer wording and network failures to the generic message', () => {
    expect(paymentFailureDetail(new ApiError('VALIDATION_FAILED', 'upsellType: Invalid option', 400))).toBeNull();
    expect(paymentFailureDetail(new ApiError('NETWORK', 'The request did not reach the server', 0))).toBeNull();
    expect(paymentFailureDetail(new Error('boom'))).toBeNull();
  });
});
