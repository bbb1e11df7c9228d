import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import { PRODUCTS, type ProductCode } from '../../../../shared/payments/products';
import { entitlements, payments, purchases } from '../../../db/schema';
import type { LedgerContext } from './ledger-context';

/**
 * Entitlements follow the payment's state, not the order of its events: a purchase grants what its product names
 * while one of its payments is completed and not refunded in full, and nothing otherwise. Recomputed after every
 * change to a payment, so a refund that arrives before the payment still ends with nothing granted.
 */
export async function syncEntitlements(ctx: LedgerContext, purchaseId: string): Promise<void> {
  const { tx } = ctx;
  const [purchase] = await tx.select({ product: purchases.product, userId: purchases.userId }).from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase) return;
  const [standing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.purchaseId, purchaseId),
        eq(payments.product, purchase.product),
        eq(payments.status, 'completed'),
        lt(payments.refundedCents, payments.amountCents),
      ),
    )
    .limit(1);
  const product = PRODUCTS[purchase.product as ProductCode] as (typeof PRODUCTS)[ProductCode] | undefined;
  const grants = standing && purchase.userId && product ? [...product.grants] : [];

  await tx
    .delete(entitlements)
    .where(grants.length > 0 ? and(eq(entitlements.purchaseId, purchaseId), notInArray(entitlements.entitlement, grants)) : eq(entitlements.purchaseId, purchaseId));
  if (grants.length === 0 || !purchase.userId) return;
  await tx
    .insert(entitlements)
    .values(grants.map((entitlement) => ({ purchaseId, entitlement, userId: purchase.userId!, grantedAt: ctx.now })))
    .onConflictDoUpdate({
      target: [entitlements.purchaseId, entitlements.entitlement],
      set: { userId: purchase.userId },
      setWhere: sql`${entitlements.userId} <> excluded.user_id`,
    });
}
