import { and, avg, count, desc, eq, gt, gte, isNotNull } from 'drizzle-orm';
import type { PublicStats } from '../../../shared/schemas/stats';
import type { Db } from '../../db/client';
import { testResults } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { firstNameAndInitial } from '../../lib/display-name';

/** PRODUCT.md: the last 24 hours' mean counts only with at least this many results. */
export const MIN_RESULTS_FOR_DAILY_AVERAGE = 20;
export const LATEST_RESULTS_SHOWN = 4;

/** An attempt submitted without a single answer is not a test taken: it counts nowhere in the public figures. */
const taken = gt(testResults.answeredCount, 0);
/**
 * Scores reach the public figures only once paid for: an unpaid score in a list or an average would let a visitor
 * read their own score before paying (by the name their e-mail gives, or by how the mean moves on a quiet day), and
 * with it the key of an item answered alone.
 */
const paid = eq(testResults.paymentStatus, 'completed');

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

async function averageSince(db: Db, since: Date | null) {
  const query = db.select({ n: count(), mean: avg(testResults.iqScore) }).from(testResults);
  const [row] = await query.where(since ? and(taken, paid, gte(testResults.completedAt, since)) : and(taken, paid));
  return { n: row?.n ?? 0, mean: row?.mean === null || row?.mean === undefined ? null : Math.round(Number(row.mean)) };
}

/** Every public figure comes from recorded results; where there are too few, the figure is null and the page says so. */
export async function getPublicStats(db: Db, clock: Clock): Promise<PublicStats> {
  const now = clock.now();
  const [today] = await db.select({ n: count() }).from(testResults).where(and(taken, gte(testResults.completedAt, startOfUtcDay(now))));
  const latest = await db
    .select({ fullName: testResults.fullName, score: testResults.iqScore })
    .from(testResults)
    .where(and(taken, paid, isNotNull(testResults.fullName)))
    .orderBy(desc(testResults.completedAt))
    .limit(LATEST_RESULTS_SHOWN);

  const daily = await averageSince(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  let averageIq: number | null = null;
  let averageIqSample: PublicStats['averageIqSample'] = null;
  if (daily.n >= MIN_RESULTS_FOR_DAILY_AVERAGE) {
    averageIq = daily.mean;
    averageIqSample = 'last_24_hours';
  } else {
    const all = await averageSince(db, null);
    if (all.n > 0) {
      averageIq = all.mean;
      averageIqSample = 'all_time';
    }
  }
  return {
    testsToday: today?.n ?? 0,
    latestResults: latest.map((r) => ({ name: firstNameAndInitial(r.fullName ?? ''), score: r.score })),
    averageIq,
    averageIqSample,
  };
}
