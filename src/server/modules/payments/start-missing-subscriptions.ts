import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { SUBSCRIPTION_PLAN } from '../../../shared/payments/products';
import { purchases, subscriptions } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import { ensureTrialSubscription } from './ledger/ensure-trial-subscription';

/** A paid trial normally gets its subscription within seconds (webhook, /success); the sweep waits this long first. */
const GRACE_MS = 60_000;
const BATCH = 20;

/**
 * The sweep behind the webhook and /success: completed trial purchases that still have no subscription (the provider
 * was down when they tried) get it now. Only trials still running: one that ended unnoticed is for a person to see.
 * Newest first: rows that keep failing then hold back only rows older than themselves, which had their turns while
 * they were the newest, and every row leaves the sweep when its trial would have ended (never a batch jammed for good
 * by its oldest rows).
 */
export async function startMissingSubscriptions(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const trialMs = SUBSCRIPTION_PLAN.trialDays * 24 * 3600_000;
  const missing = await deps.db
    .select({ id: purchases.id })
    .from(purchases)
    .leftJoin(subscriptions, eq(subscriptions.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.product, 'trial'),
        eq(purchases.status, 'completed'),
        lt(purchases.completedAt, new Date(now.getTime() - GRACE_MS)),
        gt(purchases.completedAt, new Date(now.getTime() - trialMs)),
        isNull(subscriptions.id),
      ),
    )
    .orderBy(desc(purchases.completedAt), desc(purchases.id))
    .limit(BATCH);
  let started = 0;
  for (const { id } of missing) {
    try {
      await ensureTrialSubscription(deps, id);
      started += 1;
    } catch (err) {
      deps.logger.warn({ err, purchaseId: id }, 'trial subscription still not started; will try again');
    }
  }
  return started;
}
