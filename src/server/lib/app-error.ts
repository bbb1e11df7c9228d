import type { ErrorCode, ErrorIssue } from '../../shared/errors';

export interface AppErrorMeta {
  /** Sent as Retry-After with RATE_LIMITED and SERVICE_UNAVAILABLE. */
  retryAfterSeconds?: number;
}

/** The one error type services throw; src/server/lib/error-handler.ts maps its code to a response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    readonly meta: AppErrorMeta = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}
