import { eq, sql } from 'drizzle-orm';
import { levelForXp } from '../../../shared/assessment/levels';
import type { XpAward } from '../../../shared/schemas/account';
import type { Db, Tx } from '../../db/client';
import { userProgress, xpEvents } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export interface AddXpInput {
  userId: string;
  amount: number;
  /** Why, e.g. 'test_finished'; with sourceId it makes the award unique. */
  reason: string;
  /** What earned it, e.g. a result id: the same source never pays twice. */
  sourceId: string;
  /** When it was earned (the app's clock, e.g. the result's completion); the database's time when omitted. */
  at?: Date;
}

/** The reason recorded for finishing a test; the source is the result's id. */
export const XP_REASON_TEST_FINISHED = 'test_finished';

/**
 * Spec §7 add_xp_to_user: adds XP once per (user, reason, source) and moves the level with it. A repeated award
 * adds nothing and reports levelUp false with the current figures. Runs in its own transaction, or as a savepoint
 * inside the caller's. Spec §8: errors are logged and rethrown.
 */
export async function addXp(db: Db | Tx, input: AddXpInput, logger: Logger): Promise<XpAward> {
  try {
    return await db.transaction(async (tx) => {
      const [event] = await tx
        .insert(xpEvents)
        .values({ userId: input.userId, amount: input.amount, reason: input.reason, sourceId: input.sourceId, ...(input.at ? { createdAt: input.at } : {}) })
        .onConflictDoNothing()
        .returning({ id: xpEvents.id });
      if (!event) {
        const [current] = await tx.select().from(userProgress).where(eq(userProgress.userId, input.userId));
        return { levelUp: false, level: current ? levelForXp(current.totalXp) : 1, totalXp: current?.totalXp ?? 0 };
      }
      // The upsert locks the user's row, so concurrent awards add up instead of overwriting each other.
      const [row] = await tx
        .insert(userProgress)
        .values({ userId: input.userId, totalXp: input.amount, level: levelForXp(input.amount) })
        .onConflictDoUpdate({
          target: userProgress.userId,
          set: { totalXp: sql`${userProgress.totalXp} + excluded.total_xp`, updatedAt: sql`now()` },
        })
        .returning({ totalXp: userProgress.totalXp });
      const totalXp = row!.totalXp;
      const level = levelForXp(totalXp);
      await tx.update(userProgress).set({ level }).where(eq(userProgress.userId, input.userId));
      return { levelUp: level > levelForXp(totalXp - input.amount), level, totalXp };
    });
  } catch (err) {
    logger.error({ err, userId: input.userId, reason: input.reason, sourceId: input.sourceId }, 'adding XP failed');
    throw err;
  }
}
