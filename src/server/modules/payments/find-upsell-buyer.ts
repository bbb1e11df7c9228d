import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { purchases, user } from '../../db/schema';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { refuseUnprovenBuyer } from './find-buyer-email';
import type { PurchaseRow } from './find-purchase';

export interface UpsellBuyer {
  userId: string;
  email: string;
  /** Signed in: the account's own saved card may be charged. Otherwise only the card of this browser's own trial. */
  signedIn: boolean;
  /** The buyer's latest completed trial purchase (this browser's, when not signed in). */
  trial: PurchaseRow | null;
}

/**
 * Who buys an upsell (spec §6: anonymous use is allowed): the signed-in user, else the account this browser's
 * completed trial paid for. Without either there is nobody to sell to yet: 404 'Start your trial first.'
 */
export async function findUpsellBuyer(deps: Pick<AppDeps, 'db'>, input: { visitorId: string; user: SessionUser | null }): Promise<UpsellBuyer> {
  const completedTrial = and(eq(purchases.product, 'trial'), eq(purchases.status, 'completed'));
  if (input.user) {
    await refuseUnprovenBuyer(deps.db, input.user);
    const [trial] = await deps.db
      .select()
      .from(purchases)
      .where(and(completedTrial, eq(purchases.userId, input.user.id)))
      .orderBy(desc(purchases.completedAt))
      .limit(1);
    return { userId: input.user.id, email: input.user.email.trim().toLowerCase(), signedIn: true, trial: trial ?? null };
  }
  const [found] = await deps.db
    .select({ purchase: purchases, email: user.email })
    .from(purchases)
    .innerJoin(user, eq(user.id, purchases.userId))
    .where(and(completedTrial, eq(purchases.visitorId, input.visitorId), isNotNull(purchases.userId)))
    .orderBy(desc(purchases.completedAt))
    .limit(1);
  if (!found?.purchase.userId) throw new AppError('PURCHASE_NOT_FOUND', 'Start your trial first.');
  return { userId: found.purchase.userId, email: found.email, signedIn: false, trial: found.purchase };
}
