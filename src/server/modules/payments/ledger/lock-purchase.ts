import { and, eq } from 'drizzle-orm';
import { purchases } from '../../../db/schema';
import type { LedgerContext } from './ledger-context';

export type PurchaseRow = typeof purchases.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PurchaseKeys {
  /** metadata.purchase_id of the provider's object. */
  purchaseId?: string | null;
  providerPaymentId?: string | null;
  providerSessionId?: string | null;
}

/**
 * The purchase an event is about, locked for the rest of the transaction. Every event of one purchase takes this
 * lock first, so concurrent events of the same purchase apply one after the other, always in the same lock order.
 */
export async function lockPurchase(ctx: LedgerContext, keys: PurchaseKeys): Promise<PurchaseRow | null> {
  const { tx, provider } = ctx;
  if (keys.purchaseId && UUID.test(keys.purchaseId)) {
    const [row] = await tx.select().from(purchases).where(eq(purchases.id, keys.purchaseId)).for('update');
    if (row) return row;
  }
  if (keys.providerPaymentId) {
    const [row] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.provider, provider), eq(purchases.providerPaymentId, keys.providerPaymentId)))
      .for('update');
    if (row) return row;
  }
  if (keys.providerSessionId) {
    const [row] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.provider, provider), eq(purchases.providerSessionId, keys.providerSessionId)))
      .for('update');
    if (row) return row;
  }
  return null;
}
