import type { ErrorCode, ErrorIssue } from '../../shared/errors';

/** The one error type services throw; src/server/lib/error-handler.ts maps its code to a response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
