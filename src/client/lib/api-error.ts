import { type ErrorCode, isErrorBody } from '@shared/errors';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** A failed API call, parsed in one place: the server's code and message, or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What the visitor is told for each code. The server's own message is for logs and developers (it may read
 * "option must be between 0 and 4"); null means there is nothing more useful to say than the fallback.
 */
const USER_MESSAGES: Record<ApiError['code'], string | null> = {
  NETWORK: 'Network error. Please check your connection and try again.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  NO_ACTIVE_TEST: 'There are no active tests at the moment.',
  ATTEMPT_NOT_FOUND: 'We could not find your test on this device.',
  ATTEMPT_SUBMITTED: 'This test has already been submitted.',
  ATTEMPT_EXPIRED: 'The time for this test is up.',
  QUESTION_NOT_FOUND: 'This question is not part of your test.',
  OPTION_OUT_OF_RANGE: 'This answer is not one of the options. Please choose again.',
  VALIDATION_FAILED: 'Some details were not valid. Please check them and try again.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: "You don't have permission to do that.",
  LAST_ADMIN: 'This is the only admin. Make another user admin before changing this role.',
  PAYMENTS_UNAVAILABLE: 'Payments are not available right now.',
  PAYMENT_PROVIDER_ERROR: 'The payment service did not answer. Please try again.',
  CARD_DECLINED: 'Payment failed',
  EMAIL_REQUIRED: 'Please enter your email address first.',
  EMAIL_NOT_VERIFIED: 'Please confirm your email address first, with the link we e-mailed you.',
  PROMO_CODE_INVALID: 'This promo code is not valid.',
  PROMO_CODE_EXISTS: 'A promo code with this name already exists.',
  PURCHASE_NOT_FOUND: 'We could not find this payment.',
  ALREADY_SUBSCRIBED: 'You are already a member: your results are unlocked.',
  TRIAL_USED: 'You have already had the trial, which is once per person.',
  ALREADY_OWNED: 'You already own this.',
  NO_SUBSCRIPTION: 'You have no active membership.',
  RESULT_NOT_FOUND: 'We could not find this test result.',
  RESULT_LOCKED: 'Unlock your result to see your score, certificate and report.',
  CERTIFICATE_NOT_FOUND: 'We could not find this certificate.',
  PAYMENT_NOT_FOUND: 'We could not find this payment.',
  WEBHOOK_SIGNATURE_INVALID: null,
  MALFORMED_REQUEST: null,
  PAYLOAD_TOO_LARGE: null,
  UNSUPPORTED_MEDIA_TYPE: null,
  NOT_FOUND: null,
  INTERNAL: null,
};

/**
 * Codes whose server message is written for the visitor: the card issuer's decline reason as the payment provider
 * words it (spec §8 "the provider's message"), and the payment refusals that explain themselves.
 */
const SERVER_WORDED = new Set<ApiError['code']>(['CARD_DECLINED', 'PAYMENTS_UNAVAILABLE', 'PROMO_CODE_INVALID', 'PURCHASE_NOT_FOUND']);

/** The wording to show for any failure; the server's raw message only for SERVER_WORDED codes; `fallback` when there is nothing specific. */
export function userMessage(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  if (!(error instanceof ApiError)) return fallback;
  if (SERVER_WORDED.has(error.code) && error.message) return error.message;
  return USER_MESSAGES[error.code] ?? fallback;
}

export async function parseResponse<T>(res: Response): Promise<T> {
  if (res.ok) return (await res.json()) as T;
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // A proxy or crash page that is not JSON: fall through to the generic message.
  }
  if (isErrorBody(body)) throw new ApiError(body.error.code, body.error.message, res.status);
  throw new ApiError('INTERNAL', UNEXPECTED_ERROR, res.status);
}

/** Runs a typed-client call and returns its parsed body, turning network failures into ApiError too. */
export async function call<T>(request: Promise<{ json(): Promise<T> } & Response>): Promise<T> {
  let res: Response;
  try {
    res = await request;
  } catch {
    throw new ApiError('NETWORK', 'The request did not reach the server', 0);
  }
  return parseResponse<T>(res);
}
