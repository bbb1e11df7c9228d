/**
 * Every error the API can return, by code. The server maps each code to an HTTP status in one place
 * (src/server/lib/error-handler.ts); the client turns the wire shape back into a message in one place
 * (src/client/lib/api-error.ts).
 */
export const ERROR_CODES = [
  'MALFORMED_REQUEST',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'NO_ACTIVE_TEST',
  'ATTEMPT_NOT_FOUND',
  'ATTEMPT_SUBMITTED',
  'ATTEMPT_EXPIRED',
  'QUESTION_NOT_FOUND',
  'OPTION_OUT_OF_RANGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'LAST_ADMIN',
  'RATE_LIMITED',
  'PAYMENTS_UNAVAILABLE',
  'PAYMENT_PROVIDER_ERROR',
  'CARD_DECLINED',
  'EMAIL_REQUIRED',
  'EMAIL_NOT_VERIFIED',
  'PROMO_CODE_INVALID',
  'PROMO_CODE_EXISTS',
  'PURCHASE_NOT_FOUND',
  'ALREADY_SUBSCRIBED',
  'TRIAL_USED',
  'ALREADY_OWNED',
  'NO_SUBSCRIPTION',
  'WEBHOOK_SIGNATURE_INVALID',
  'RESULT_NOT_FOUND',
  'RESULT_LOCKED',
  'CERTIFICATE_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorIssue {
  path: string;
  message: string;
}

/** What every failed API response carries as its JSON body. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    issues?: ErrorIssue[];
    requestId?: string;
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
