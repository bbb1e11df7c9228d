import { and, desc, eq } from 'drizzle-orm';
import { PRODUCTS, formatCents, type ProductCode } from '../../../shared/payments/products';
import type { Dashboard } from '../../../shared/schemas/member';
import type { Db } from '../../db/client';
import { certificates, purchases, referralCredits, supportTickets, testResults, tests, xpEvents } from '../../db/schema';
import { XP_REASON_TEST_FINISHED } from '../progress/add-xp';

export type ActivityItem = Dashboard['activity'][number];

/** How many events the dashboard lists. */
export const ACTIVITY_LIMIT = 10;

const XP_REASONS: Record<string, string> = { [XP_REASON_TEST_FINISHED]: 'For finishing a test' };

function productName(product: string): string {
  return product in PRODUCTS ? PRODUCTS[product as ProductCode].name : product;
}

/**
 * The user's newest real events, newest first: tests finished (with the score only when unlocked), purchases, XP,
 * certificates, referral credits and support requests. Each source gives at most the limit, then they are merged.
 */
export async function listRecentActivity(db: Db, userId: string, unlocked: boolean): Promise<ActivityItem[]> {
  const results = await db
    .select({ id: testResults.id, score: testResults.iqScore, title: tests.title, at: testResults.completedAt })
    .from(testResults)
    .innerJoin(tests, eq(tests.id, testResults.testId))
    .where(eq(testResults.userId, userId))
    .orderBy(desc(testResults.completedAt))
    .limit(ACTIVITY_LIMIT);
  const bought = await db
    .select({
      id: purchases.id,
      product: purchases.product,
      amountCents: purchases.amountCents,
      currency: purchases.currency,
      at: purchases.completedAt,
    })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'completed')))
    .orderBy(desc(purchases.completedAt))
    .limit(ACTIVITY_LIMIT);
  const xp = await db
    .select({ id: xpEvents.id, amount: xpEvents.amount, reason: xpEvents.reason, at: xpEvents.createdAt })
    .from(xpEvents)
    .where(eq(xpEvents.userId, userId))
    .orderBy(desc(xpEvents.createdAt))
    .limit(ACTIVITY_LIMIT);
  const issued = await db
    .select({ id: certificates.id, title: certificates.testTitle, at: certificates.issuedAt })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt))
    .limit(ACTIVITY_LIMIT);
  const credited = await db
    .select({ id: referralCredits.id, at: referralCredits.createdAt })
    .from(referralCredits)
    .where(eq(referralCredits.referrerUserId, userId))
    .orderBy(desc(referralCredits.createdAt))
    .limit(ACTIVITY_LIMIT);
  const tickets = await db
    .select({ id: supportTickets.id, subject: supportTickets.subject, at: supportTickets.createdAt })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(ACTIVITY_LIMIT);

  const items: (Omit<ActivityItem, 'at'> & { at: Date })[] = [
    ...results.map((r) => ({
      id: `test:${r.id}`,
      kind: 'test_completed' as const,
      title: `Completed the ${r.title}`,
      detail: unlocked ? `Score ${r.score}` : null,
      at: r.at,
    })),
    // completed_at is set whenever status is 'completed'; the filter only satisfies the type.
    ...bought.flatMap((p) =>
      p.at
        ? [{ id: `purchase:${p.id}`, kind: 'purchase' as const, title: productName(p.product), detail: formatCents(p.amountCents, p.currency), at: p.at }]
        : [],
    ),
    ...xp.map((x) => ({ id: `xp:${x.id}`, kind: 'xp' as const, title: `Earned ${x.amount} XP`, detail: XP_REASONS[x.reason] ?? null, at: x.at })),
    ...issued.map((c) => ({
      id: `certificate:${c.id}`,
      kind: 'certificate' as const,
      title: 'Certificate issued',
      detail: `${c.title} · ${c.id}`,
      at: c.at,
    })),
    ...credited.map((r) => ({ id: `referral:${r.id}`, kind: 'referral' as const, title: 'A friend you referred joined', detail: null, at: r.at })),
    ...tickets.map((t) => ({ id: `support:${t.id}`, kind: 'support_ticket' as const, title: 'Support request sent', detail: t.subject, at: t.at })),
  ];
  return items
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id))
    .slice(0, ACTIVITY_LIMIT)
    .map((item) => ({ ...item, at: item.at.toISOString() }));
}
