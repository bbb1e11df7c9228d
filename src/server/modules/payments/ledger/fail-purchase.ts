import { and, eq, inArray, notExists } from 'drizzle-orm';
import { attempts, purchases, testResults } from '../../../db/schema';
import type { LedgerContext } from './ledger-context';
import type { PurchaseRow } from './lock-purchase';

/**
 * A declined or canceled payment: an open purchase becomes failed with the provider's message (a later success on a
 * retry still completes it); a completed or canceled purchase is left alone. The trial's results show "Failed" only
 * while no trial of that visitor has been paid.
 */
export async function failPurchase(ctx: LedgerContext, purchase: PurchaseRow, message: string | null): Promise<void> {
  const { tx } = ctx;
  const [failed] = await tx
    .update(purchases)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(purchases.id, purchase.id), inArray(purchases.status, ['open', 'failed'])))
    .returning({ id: purchases.id });
  if (!failed || purchase.product !== 'trial') return;
  const paidTrial = tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.visitorId, purchase.visitorId), eq(purchases.product, 'trial'), eq(purchases.status, 'completed')));
  await tx
    .update(testResults)
    .set({ paymentStatus: 'failed' })
    .where(
      and(
        eq(testResults.paymentStatus, 'pending'),
        inArray(testResults.attemptId, tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.visitorId, purchase.visitorId))),
        notExists(paidTrial),
      ),
    );
}
