import { eq } from 'drizzle-orm';
import { levelProgress } from '../../../shared/assessment/levels';
import type { Progress } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { userProgress } from '../../db/schema';

/** The level bar's figures for one user; a user who never earned XP is level 1 with 0 XP. */
export async function getProgress(db: Db, userId: string): Promise<Progress> {
  const [row] = await db.select({ totalXp: userProgress.totalXp }).from(userProgress).where(eq(userProgress.userId, userId));
  return levelProgress(row?.totalXp ?? 0);
}
