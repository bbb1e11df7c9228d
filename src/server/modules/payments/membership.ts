import { and, eq, gt, inArray, isNull, notExists, or, type SQL } from 'drizzle-orm';
import { SUBSCRIPTION_PLAN } from '../../../shared/payments/products';
import type { Membership, MembershipResponse } from '../../../shared/schemas/payments';
import type { Db, Tx } from '../../db/client';
import { purchases, subscriptions, user } from '../../db/schema';
import { hasUnlockedResults } from '../results/result-access';

/** Subscription statuses under which the provider still serves (and may charge) the member. */
const SERVING = ['trialing', 'active', 'past_due'];
const DAY_MS = 24 * 3600_000;

/** Whose membership: a signed-in user, or (before the account is proven or made) the account and purchases of an e-mail. */
export type MembershipOwner = { userId: string } | { email: string };

function subscriptionsOf(db: Db | Tx, owner: MembershipOwner): SQL {
  if ('userId' in owner) return eq(subscriptions.userId, owner.userId);
  return inArray(subscriptions.userId, db.select({ id: user.id }).from(user).where(eq(user.email, owner.email)));
}

function trialPurchasesOf(db: Db | Tx, owner: MembershipOwner): SQL {
  if ('userId' in owner) return eq(purchases.userId, owner.userId);
  return or(eq(purchases.email, owner.email), inArray(purchases.userId, db.select({ id: user.id }).from(user).where(eq(user.email, owner.email))))!;
}

/**
 * PRODUCT.md "Membership": a member is someone whose trial or subscription still gives access (a cancelled one until
 * its period ends), or who paid a trial whose subscription is not made yet (the provider was down; the sweep in
 * start-missing-subscriptions.ts starts it within the trial). A former member had a trial and has no access now.
 */
export async function findMembership(db: Db | Tx, owner: MembershipOwner, now: Date): Promise<Membership> {
  const [serving] = await db
    .select({ id: subscriptions.id, status: subscriptions.status, trialEnd: subscriptions.trialEnd, periodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(subscriptionsOf(db, owner), inArray(subscriptions.status, SERVING), isNull(subscriptions.endedAt)))
    .then((rows) =>
      rows.filter((row) => {
        // Access runs to the end of the period paid for (the trial's end while trialing); a missing end means the
        // provider has not said yet, which counts as running.
        const end = row.status === 'trialing' ? (row.trialEnd ?? row.periodEnd) : row.periodEnd;
        return end === null || end > now;
      }),
    );
  if (serving) return 'member';

  const trials = and(trialPurchasesOf(db, owner), eq(purchases.product, 'trial'), eq(purchases.status, 'completed'));
  const trialStart = new Date(now.getTime() - SUBSCRIPTION_PLAN.trialDays * DAY_MS);
  const [waiting] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        trials,
        gt(purchases.completedAt, trialStart),
        notExists(db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.purchaseId, purchases.id))),
      ),
    )
    .limit(1);
  if (waiting) return 'member';

  const [hadTrial] = await db.select({ id: purchases.id }).from(purchases).where(trials).limit(1);
  return hadTrial ? 'former' : 'none';
}

/** Where a signed-in user (or nobody, signed out) stands: the quiz's end and /checkout decide by it. */
export async function getMembership(db: Db, userId: string | null, now: Date): Promise<MembershipResponse> {
  if (!userId) return { status: 'none', resultsUnlocked: false };
  const [status, resultsUnlocked] = await Promise.all([findMembership(db, { userId }, now), hasUnlockedResults(db, userId)]);
  return { status, resultsUnlocked };
}
