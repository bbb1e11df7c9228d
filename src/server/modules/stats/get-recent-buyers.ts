import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { RecentBuyers } from '../../../shared/schemas/stats';
import type { Db } from '../../db/client';
import { testResults } from '../../db/schema';
import { firstNameAndInitial } from '../../lib/display-name';

export const RECENT_BUYERS_SHOWN = 5;

/**
 * The paywall's "recent buyer" banner (PRODUCT.md principle 1): the newest results whose trial was paid, shown as
 * first name and initial with the score, as the landing page's Latest Results are. Nothing paid yet, nothing shown.
 * The country of the sketch is not shown: the product does not know where its buyers live.
 */
export async function getRecentBuyers(db: Db): Promise<RecentBuyers> {
  const rows = await db
    .select({ fullName: testResults.fullName, score: testResults.iqScore })
    .from(testResults)
    .where(and(eq(testResults.paymentStatus, 'completed'), isNotNull(testResults.fullName), gt(testResults.answeredCount, 0)))
    .orderBy(desc(testResults.completedAt))
    .limit(RECENT_BUYERS_SHOWN);
  return { buyers: rows.map((r) => ({ name: firstNameAndInitial(r.fullName ?? ''), score: r.score })) };
}
