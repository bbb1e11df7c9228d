import type { AppDeps } from '../../lib/app-env';
import { hitRateLimit } from '../../lib/rate-limit';

/** Tries of a promo code per client address and hour: enough for typos, far too few to guess codes. */
export const PROMO_TRIES_PER_HOUR = 30;

/** Counts one promo-code try from `ip` (POST /promo, or a trial started with a code); 429 past the limit. */
export async function countPromoTry(deps: Pick<AppDeps, 'db' | 'clock'>, ip: string): Promise<void> {
  await hitRateLimit(deps.db, { name: 'promo-code', limit: PROMO_TRIES_PER_HOUR, windowSeconds: 3600 }, ip, deps.clock.now());
}
