import { ERROR_CODES } from '@shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, UNEXPECTED_ERROR, call, userMessage } from './api-error';

function errorResponse(status: number, code: string, message: string) {
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'content-type': 'application/json' } });
}

describe('userMessage', () => {
  it('words network, availability and rate-limit failures for the visitor', () => {
    expect(userMessage(new ApiError('NETWORK', 'fetch failed', 0))).toBe('Network error. Please check your connection and try again.');
    expect(userMessage(new ApiError('SERVICE_UNAVAILABLE', 'db down', 503))).toBe('The service is briefly unavailable. Please try again.');
    expect(userMessage(new ApiError('RATE_LIMITED', 'slow down', 429))).toBe('Too many requests. Please wait a moment and try again.');
  });

  it("never shows the server message, except the payment answers worded for the buyer (spec §8: the provider's message)", () => {
    const message = userMessage(new ApiError('OPTION_OUT_OF_RANGE', 'option must be between 0 and 4', 422));
    expect(message).not.toContain('between 0 and 4');
    const serverWorded = ['CARD_DECLINED', 'PAYMENTS_UNAVAILABLE', 'PROMO_CODE_INVALID', 'PURCHASE_NOT_FOUND'];
    for (const code of ERROR_CODES.filter((c) => !serverWorded.includes(c))) {
      expect(userMessage(new ApiError(code, 'RAW SERVER TEXT', 400))).not.toContain('RAW SERVER TEXT');
    }
    expect(userMessage(new ApiError('CARD_DECLINED', 'Your card has insufficient funds.', 402))).toBe('Your card has insufficient funds.');
    expect(userMessage(new ApiError('CARD_DECLINED', '', 402))).toBe('Payment failed');
  });

  it("falls back to the generic wording for internal and non-API errors, or to the caller's fallback", () => {
    expect(userMessage(new ApiError('INTERNAL', 'stack trace', 500))).toBe(UNEXPECTED_ERROR);
    expect(userMessage(new TypeError('x is undefined'))).toBe('An unexpected error occurred');
    expect(userMessage('oops', 'Please try again.')).toBe('Please try again.');
  });
});

describe('call', () => {
  it('turns a failed fetch into a NETWORK error', async () => {
    const error = await call(Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('reads the code of an error body, and treats a body that is not JSON as INTERNAL', async () => {
    await expect(call(Promise.resolve(errorResponse(429, 'RATE_LIMITED', 'Too many')))).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    await expect(call(Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })))).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });
});
