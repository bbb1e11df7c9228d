import { AppError } from '../../../lib/app-error';
import type { Logger } from '../../../lib/logger';

/**
 * What a visitor is told when the provider fails for any reason but a declined card. The provider's own message
 * names its ids and parameters (No such payment_intent: 'pi_…', a payment method not saved on customer cus_…):
 * those are for the log, never for the page.
 */
export const PROVIDER_FAILURE_MESSAGE = 'The payment service could not complete this request. Please try again in a moment.';

/**
 * Logs a provider failure with its details (nobody would see them otherwise: callers pass AppErrors through
 * unlogged) and answers the AppError to throw: 502 PAYMENT_PROVIDER_ERROR worded for the visitor, the details kept
 * in `cause`.
 */
export function providerFailure(logger: Logger, operation: string, error: unknown): AppError {
  logger.error({ err: error, operation }, 'payment provider request failed');
  const failure = new AppError('PAYMENT_PROVIDER_ERROR', PROVIDER_FAILURE_MESSAGE);
  failure.cause = { operation, error };
  return failure;
}
