import { describe, expect, it } from 'vitest';
import { ApiError, UNEXPECTED_ERROR } from '@/lib/api-error';
import { payErrorMessage } from './pay-error-message';

describe('payErrorMessage', () => {
  it('shows a decline in the card’s own words', () => {
    expect(payErrorMessage(new ApiError('CARD_DECLINED', 'Your card has insufficient funds.', 402))).toBe('Your card has insufficient funds.');
  });

  it('says the session is gone when it expired meanwhile, and never shows other server messages', () => {
    expect(payErrorMessage(new ApiError('NOT_FOUND', 'This checkout session has expired.', 404))).toBe('This checkout session is no longer open.');
    expect(payErrorMessage(new ApiError('INTERNAL', 'stack trace', 500))).toBe(UNEXPECTED_ERROR);
    expect(payErrorMessage(new Error('x'))).toBe(UNEXPECTED_ERROR);
  });
});
