import { desc, eq } from 'drizzle-orm';
import { PRODUCT_CODES, PRODUCTS, type ProductCode } from '../../../shared/payments/products';
import type { PaymentHistoryResponse } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

const isProductCode = (product: string): product is ProductCode => (PRODUCT_CODES as readonly string[]).includes(product);

/** What a payment was for, as the history and the receipt name it. */
export function paymentDescription(product: string): string {
  // The subscription's monthly invoices are not a catalogue product.
  return isProductCode(product) ? PRODUCTS[product].name : 'Monthly membership';
}

/** GET /api/payments/history: the user's payments as the provider confirmed them, newest first. */
export async function listPaymentHistory(db: Db, userId: string): Promise<PaymentHistoryResponse> {
  const rows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(200);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      product: row.product,
      description: paymentDescription(row.product),
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      currency: row.currency,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      providerPaymentId: row.providerPaymentId,
    })),
  };
}
