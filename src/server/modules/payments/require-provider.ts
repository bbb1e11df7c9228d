import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './provider/payment-provider';

/** The provider that takes payments here, or 503 PAYMENTS_UNAVAILABLE with the configured reason. */
export function requireProvider(deps: Pick<AppDeps, 'payments'>): PaymentProvider {
  const provider = deps.payments.provider;
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', deps.payments.unavailableMessage ?? 'Payments are not available right now.');
  return provider;
}

/** What the visitor reads when the provider fails for any reason but a card decline. */
export const PROVIDER_ERROR_MESSAGE = 'The payment could not be started. Please try again.';

/**
 * Runs one provider call. Only a card decline keeps the provider's message (it is written for the cardholder);
 * anything else (network, the provider's API errors, which may name its object ids) is logged with its details and
 * answered as 502 PAYMENT_PROVIDER_ERROR with `message`, so the browser never sees the provider's internals.
 */
export async function callProvider<T>(
  deps: Pick<AppDeps, 'logger'>,
  what: string,
  call: () => Promise<T>,
  message = PROVIDER_ERROR_MESSAGE,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError && err.code === 'CARD_DECLINED') throw err;
    deps.logger.error({ err, cause: err instanceof Error ? err.cause : undefined, call: what }, 'payment provider call failed');
    throw new AppError('PAYMENT_PROVIDER_ERROR', message);
  }
}
