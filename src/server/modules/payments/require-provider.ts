import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './provider/payment-provider';

/** The provider that takes payments here, or 503 PAYMENTS_UNAVAILABLE with the configured reason. */
export function requireProvider(deps: Pick<AppDeps, 'payments'>): PaymentProvider {
  const provider = deps.payments.provider;
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', deps.payments.unavailableMessage ?? 'Payments are not available right now.');
  return provider;
}

export const PROVIDER_ERROR_MESSAGE = 'The payment service could not be reached. Please try again in a moment.';

/**
 * Runs one provider call. Our own AppErrors pass through; anything else (network, the provider's API errors) is
 * logged with its details and answered as 502 PAYMENT_PROVIDER_ERROR, so the browser never sees the provider's internals.
 */
export async function callProvider<T>(deps: Pick<AppDeps, 'logger'>, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.logger.error({ err, call: what }, 'payment provider call failed');
    throw new AppError('PAYMENT_PROVIDER_ERROR', PROVIDER_ERROR_MESSAGE);
  }
}
