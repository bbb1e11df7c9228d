import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';

/** Every error code's HTTP status, in one place. */
export const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  MALFORMED_REQUEST: 400,
  VALIDATION_FAILED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_FOUND: 404,
  NO_ACTIVE_TEST: 404,
  ATTEMPT_NOT_FOUND: 404,
  ATTEMPT_SUBMITTED: 409,
  ATTEMPT_EXPIRED: 409,
  QUESTION_NOT_FOUND: 404,
  OPTION_OUT_OF_RANGE: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  LAST_ADMIN: 409,
  RATE_LIMITED: 429,
  PAYMENTS_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_ERROR: 502,
  CARD_DECLINED: 402,
  EMAIL_REQUIRED: 409,
  EMAIL_NOT_VERIFIED: 403,
  PROMO_CODE_INVALID: 422,
  PROMO_CODE_EXISTS: 409,
  PURCHASE_NOT_FOUND: 404,
  ALREADY_SUBSCRIBED: 409,
  TRIAL_USED: 409,
  ALREADY_OWNED: 409,
  NO_SUBSCRIPTION: 404,
  WEBHOOK_SIGNATURE_INVALID: 400,
  RESULT_NOT_FOUND: 404,
  RESULT_LOCKED: 402,
  CERTIFICATE_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export function errorResponse(c: Context<AppEnv>, code: ErrorCode, message: string, issues?: AppError['issues']) {
  const body: ErrorBody = { error: { code, message, issues, requestId: c.get('requestId') } };
  return c.json(body, STATUS_BY_CODE[code]);
}

/** Errors from the database driver that mean "the database is not reachable right now". */
function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code ?? '';
  const message = err instanceof Error ? err.message : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006'].includes(code) ||
    /Connection terminated|connection.*(closed|ended)|terminating connection|not queryable/i.test(message)
  );
}

export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    if (err.meta.retryAfterSeconds) c.header('Retry-After', String(err.meta.retryAfterSeconds));
    return errorResponse(c, err.code, err.message, err.issues);
  }
  if (err instanceof HTTPException) {
    if (err.status === 413) return errorResponse(c, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    if (err.status === 400) return errorResponse(c, 'MALFORMED_REQUEST', err.message || 'The request is malformed');
    if (err.status === 404) return errorResponse(c, 'NOT_FOUND', 'Not found');
    c.get('logger').error({ err }, 'unexpected HTTP exception');
    return errorResponse(c, 'INTERNAL', 'An unexpected error occurred');
  }
  const cause = (err as { cause?: unknown }).cause;
  if (isConnectionError(err) || isConnectionError(cause)) {
    c.get('logger').warn({ err }, 'database unavailable');
    c.header('Retry-After', '2');
    return errorResponse(c, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again.');
  }
  c.get('logger').error({ err }, 'unhandled error');
  return errorResponse(c, 'INTERNAL', 'An unexpected error occurred');
}
