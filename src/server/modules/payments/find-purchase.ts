import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import type { SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';

export type PurchaseRow = typeof purchases.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The purchase that /success names in session_id (our purchase id, the provider's checkout session id or its payment
 * id), if it belongs to this browser (its visitor cookie) or to the signed-in user. Anyone else gets the same 404 as
 * for an id that does not exist, so ids cannot be probed.
 */
export async function findOwnPurchase(db: Db, input: { sessionId: string; visitorId: string; user: SessionUser | null }): Promise<PurchaseRow> {
  const rows = await db
    .select()
    .from(purchases)
    .where(
      or(
        ...(UUID.test(input.sessionId) ? [eq(purchases.id, input.sessionId)] : []),
        eq(purchases.providerSessionId, input.sessionId),
        eq(purchases.providerPaymentId, input.sessionId),
      ),
    )
    .limit(5);
  const own = rows.find((p) => p.visitorId === input.visitorId || (input.user !== null && p.userId === input.user.id));
  if (!own) throw new AppError('PURCHASE_NOT_FOUND', 'We could not find this purchase.');
  return own;
}

export async function purchaseById(db: Db, id: string): Promise<PurchaseRow> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new AppError('PURCHASE_NOT_FOUND', 'We could not find this purchase.');
  return row;
}
