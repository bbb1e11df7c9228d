import { count, eq, max } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/schemas/member';
import type { Db } from '../../db/client';
import { testResults } from '../../db/schema';
import { getProgress } from '../progress/get-progress';
import { getReferral } from '../referrals/get-referral';
import { hasUnlockedResults } from '../results/result-access';
import { currentStreak } from './activity-streak';
import { listActiveDays } from './list-active-days';
import { listRecentActivity } from './list-recent-activity';

/**
 * GET /api/me/dashboard: the /profile tiles and activity, all from the user's own records (the sketch's fixed
 * "3 tests, 89%, Advanced, 12 days" are replaced by real figures). Scores show only while the user owns the full
 * report, as everywhere else.
 */
export async function getDashboard(db: Db, userId: string, now: Date): Promise<Dashboard> {
  const unlocked = await hasUnlockedResults(db, userId);
  const [results] = await db
    .select({ count: count(), best: max(testResults.iqScore) })
    .from(testResults)
    .where(eq(testResults.userId, userId));
  const days = await listActiveDays(db, userId);
  return {
    stats: {
      testsTaken: results?.count ?? 0,
      bestScore: unlocked && results?.best != null ? results.best : null,
      progress: await getProgress(db, userId),
      daysActive: days.length,
      currentStreak: currentStreak(days, now),
    },
    activity: await listRecentActivity(db, userId, unlocked),
    referral: await getReferral(db, userId, now),
  };
}
