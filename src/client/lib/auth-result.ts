import { ApiError, UNEXPECTED_ERROR, userMessage } from './api-error';

/** What better-auth's client returns for a failed call: the server's status and its wording. */
interface AuthCallError {
  status?: number;
  message?: string;
  /** better-auth's error code, e.g. EMAIL_NOT_VERIFIED. */
  code?: string;
}

export type AuthResult<T> = { ok: true; data: T } | { ok: false; message: string; status?: number; code?: string };

/**
 * The message to show for a failed sign-in call (spec §8: "the provider's message, otherwise 'An unexpected error
 * occurred'"). better-auth words its errors for people ("Invalid email or password"); our own rate limit and a
 * lost connection get the app's usual wording.
 */
export function authErrorMessage(error: AuthCallError | null | undefined): string {
  if (error?.status === 429) return userMessage(new ApiError('RATE_LIMITED', '', 429));
  if (error?.status !== undefined && error.status >= 500) return UNEXPECTED_ERROR;
  return typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : UNEXPECTED_ERROR;
}

/** Runs a better-auth client call and folds its two failure paths (an error result, a thrown fetch) into one. */
export async function runAuthCall<T>(request: Promise<{ data: T | null; error: AuthCallError | null }>): Promise<AuthResult<T>> {
  try {
    const { data, error } = await request;
    if (error || data === null) return { ok: false, message: authErrorMessage(error), status: error?.status, code: error?.code };
    return { ok: true, data };
  } catch {
    return { ok: false, message: userMessage(new ApiError('NETWORK', '', 0)) };
  }
}
