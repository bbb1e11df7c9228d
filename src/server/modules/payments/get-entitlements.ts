import { and, eq, sql } from 'drizzle-orm';
import { ENTITLEMENTS, type Entitlement, PRODUCT_CODES, type ProductCode } from '../../../shared/payments/products';
import type { EntitlementsResponse } from '../../../shared/schemas/payments';
import type { Db, Tx } from '../../db/client';
import { entitlements, payments, purchases } from '../../db/schema';

/**
 * A purchase stands while it is completed and its payments are not refunded in full. A where-clause over `purchases`
 * (the query must select from or join it); referral counts use it too.
 */
export const standing = and(
  eq(purchases.status, 'completed'),
  sql`not exists (select 1 from ${payments} where ${payments.purchaseId} = ${purchases.id} and ${payments.amountCents} > 0 and ${payments.refundedCents} >= ${payments.amountCents})`,
);

/** Whether the user owns one entitlement now (inside a caller's transaction too). */
export async function ownsEntitlement(db: Db | Tx, userId: string, entitlement: Entitlement): Promise<boolean> {
  const [row] = await db
    .select({ purchaseId: entitlements.purchaseId })
    .from(entitlements)
    .innerJoin(purchases, eq(purchases.id, entitlements.purchaseId))
    .where(and(eq(entitlements.userId, userId), eq(entitlements.entitlement, entitlement), standing))
    .limit(1);
  return row !== undefined;
}

/** GET /api/payments/entitlements: what the user owns, from the purchases that stand (later issues unlock content by it). */
export async function getEntitlements(db: Db | Tx, userId: string): Promise<EntitlementsResponse> {
  const granted = await db
    .selectDistinct({ entitlement: entitlements.entitlement })
    .from(entitlements)
    .innerJoin(purchases, eq(purchases.id, entitlements.purchaseId))
    .where(and(eq(entitlements.userId, userId), standing));
  const bought = await db
    .selectDistinct({ product: purchases.product })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), standing));
  const owned = new Set(granted.map((g) => g.entitlement));
  const products = new Set(bought.map((b) => b.product));
  // Listed in the catalogue's order, so the answer does not change with the order of purchase.
  return {
    entitlements: ENTITLEMENTS.filter((e): e is Entitlement => owned.has(e)),
    products: PRODUCT_CODES.filter((p): p is ProductCode => products.has(p)),
  };
}
