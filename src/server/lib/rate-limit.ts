import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** What is limited, e.g. 'attempt-start'; combined with who (an IP address, an e-mail). */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The refusal's wording, when the generic one would not tell the person what to do instead. */
  message?: string;
}

/** Share of calls that also delete windows older than a day, so the table stays small without a scheduler. */
const CLEANUP_SHARE = 0.01;

/**
 * Counts one hit for `subject` under `rule` and refuses it (429 RATE_LIMITED, with the seconds until the window
 * ends) once the window holds more than the limit. The count is one upsert, atomic across processes.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<void> {
  const { allowed, retryAfterSeconds } = await countHit(db, rule, subject, now);
  if (!allowed) {
    throw new AppError('RATE_LIMITED', rule.message ?? 'Too many requests. Please wait a moment and try again.', undefined, { retryAfterSeconds });
  }
}

/** Counts one hit like hitRateLimit, but only answers whether it is within the limit: for work that is skipped quietly. */
export async function withinRateLimit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<boolean> {
  return (await countHit(db, rule, subject, now)).allowed;
}

async function countHit(db: Db, rule: RateLimitRule, subject: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${subject}`, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  if (Math.random() < CLEANUP_SHARE) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 3600_000)));
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: (row?.hits ?? 0) <= rule.limit, retryAfterSeconds };
}
