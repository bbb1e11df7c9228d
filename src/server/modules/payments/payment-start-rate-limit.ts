import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env';
import { clientIp } from '../../lib/client-request';
import { hitRateLimit } from '../../lib/rate-limit';

/**
 * Limits the requests that make the provider create something (a payment intent, a checkout session, a charge) per
 * client address and hour (RATE_LIMIT_PAYMENT_STARTS_PER_HOUR): each one costs a provider call and a purchase row,
 * and unthrottled they let one machine probe cards or flood the provider's account. 429 RATE_LIMITED past it.
 */
export const paymentStartRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { db, clock, rateLimits } = c.get('deps');
  await hitRateLimit(db, { name: 'payment-start', limit: rateLimits.paymentStartsPerHour, windowSeconds: 3600 }, clientIp(c), clock.now());
  await next();
});
