import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerHolds } from '../../db/schema';

export const TRIAL_OFFER = 'trial';

/**
 * PRODUCT.md principle 3: the visitor's hold on the trial offer, started at the first view and kept on the server, so
 * a reload or a second tab sees the same deadline. Answers when it ends, or null when the operator turned holds off.
 * The insert does nothing when the hold exists, so two first views at once still make one hold.
 */
export async function startOfferHold(db: Db, visitorId: string, holdMinutes: number, now: Date): Promise<Date | null> {
  if (holdMinutes <= 0) return null;
  await db
    .insert(offerHolds)
    .values({ visitorId, offer: TRIAL_OFFER, startedAt: now, expiresAt: new Date(now.getTime() + holdMinutes * 60_000) })
    .onConflictDoNothing();
  const [hold] = await db
    .select({ expiresAt: offerHolds.expiresAt })
    .from(offerHolds)
    .where(and(eq(offerHolds.visitorId, visitorId), eq(offerHolds.offer, TRIAL_OFFER)));
  return hold?.expiresAt ?? null;
}
