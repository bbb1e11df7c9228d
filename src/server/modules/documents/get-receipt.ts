import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, purchases } from '../../db/schema';
import type { SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { paymentDescription } from '../payments/list-payment-history';

/** What a receipt shows: one payment as the provider confirmed it. */
export interface Receipt {
  paymentId: string;
  /** The provider's id of the payment, the reference its own statements use. */
  providerPaymentId: string;
  /** ISO time of the payment. */
  createdAt: string;
  description: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
  status: string;
  /** The e-mail given at checkout, else the account's. */
  buyerEmail: string;
}

/**
 * One of the user's own payments, for its receipt; 404 PAYMENT_NOT_FOUND for anyone else's or an unknown id (the same
 * answer, so payment ids cannot be probed).
 */
export async function getReceipt(db: Db, user: SessionUser, paymentId: string): Promise<Receipt> {
  const [row] = await db
    .select({ payment: payments, checkoutEmail: purchases.email })
    .from(payments)
    .leftJoin(purchases, eq(purchases.id, payments.purchaseId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, user.id)))
    .limit(1);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND', 'This payment was not found');
  const { payment } = row;
  return {
    paymentId: payment.id,
    providerPaymentId: payment.providerPaymentId,
    createdAt: payment.createdAt.toISOString(),
    description: paymentDescription(payment.product),
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    currency: payment.currency,
    status: payment.status,
    buyerEmail: row.checkoutEmail ?? user.email,
  };
}
