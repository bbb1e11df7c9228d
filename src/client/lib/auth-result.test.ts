import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR } from '@/lib/api-error';
import { authErrorMessage, runAuthCall } from './auth-result';

describe('authErrorMessage', () => {
  it("shows the auth server's own wording", () => {
    expect(authErrorMessage({ status: 401, message: 'Invalid email or password' })).toBe('Invalid email or password');
  });

  it('falls back to the generic wording without a message, and for server failures', () => {
    expect(authErrorMessage({ status: 400 })).toBe(UNEXPECTED_ERROR);
    expect(authErrorMessage(null)).toBe(UNEXPECTED_ERROR);
    expect(authErrorMessage({ status: 500, message: 'db exploded' })).toBe(UNEXPECTED_ERROR);
  });

  it('words the rate limit like the rest of the app', () => {
    expect(authErrorMessage({ status: 429, message: 'slow down' })).toBe('Too many requests. Please wait a moment and try again.');
  });
});

describe('runAuthCall', () => {
  it('passes data through and turns a thrown request into a network message', async () => {
    await expect(runAuthCall(Promise.resolve({ data: { status: true }, error: null }))).resolves.toEqual({ ok: true, data: { status: true } });
    await expect(runAuthCall(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      ok: false,
      message: 'Network error. Please check your connection and try again.',
    });
  });
});
