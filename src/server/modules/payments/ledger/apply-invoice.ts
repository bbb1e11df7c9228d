import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_PLAN } from '../../../../shared/payments/products';
import { paymentCustomers, subscriptions } from '../../../db/schema';
import type { LedgerContext } from './ledger-context';
import type { InvoiceSnapshot } from './stripe-objects';
import { upsertPayment } from './upsert-payment';

/**
 * The subscription's monthly charges: one payment row per invoice (keyed by the invoice id), the buyer found through
 * the provider's customer or the subscription. The trial's own $0 invoice is no payment and is not recorded.
 */
export async function applyInvoice(ctx: LedgerContext, invoice: InvoiceSnapshot, type: string): Promise<void> {
  if (invoice.amount_due === 0 && invoice.amount_paid === 0) return;
  const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  const customerId = invoice.customer ?? null;
  const paid = type === 'invoice.paid';
  await upsertPayment(ctx, {
    providerPaymentId: invoice.id,
    purchaseId: null,
    product: SUBSCRIPTION_PLAN.code,
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: paid ? 'completed' : 'failed',
    failureMessage: paid ? null : 'The monthly payment failed.',
    providerCustomerId: customerId,
    providerSubscriptionId: subscriptionId,
    userId: await invoiceUser(ctx, customerId, subscriptionId),
  });
}

async function invoiceUser(ctx: LedgerContext, customerId: string | null, subscriptionId: string | null): Promise<string | null> {
  if (customerId) {
    const [customer] = await ctx.tx
      .select({ userId: paymentCustomers.userId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.provider, ctx.provider), eq(paymentCustomers.providerCustomerId, customerId)));
    if (customer?.userId) return customer.userId;
  }
  if (!subscriptionId) return null;
  const [subscription] = await ctx.tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, ctx.provider), eq(subscriptions.providerSubscriptionId, subscriptionId)));
  return subscription?.userId ?? null;
}
