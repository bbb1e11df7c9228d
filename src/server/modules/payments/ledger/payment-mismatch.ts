import type { PurchaseRow } from './lock-purchase';

export interface PaidFacts {
  amountCents: number;
  currency: string;
  customer: string | null;
}

/**
 * Why a payment the provider reports as succeeded does not pay for `purchase`, or null when it does: the amount and
 * currency the server set when it wrote the purchase, and the provider's customer it opened the purchase for. A
 * payment that differs (a 1-cent intent carrying a 100-cent purchase's id) completes nothing.
 */
export function paymentMismatch(purchase: PurchaseRow, paid: PaidFacts): string | null {
  const problems: string[] = [];
  if (paid.amountCents !== purchase.amountCents) problems.push(`amount ${paid.amountCents} instead of ${purchase.amountCents}`);
  if (paid.currency.toLowerCase() !== purchase.currency.toLowerCase()) problems.push(`currency ${paid.currency} instead of ${purchase.currency}`);
  // Every purchase's payment is opened for its customer, so a payment that names none is not this purchase's either.
  if (purchase.providerCustomerId && paid.customer !== purchase.providerCustomerId) problems.push('another customer');
  return problems.length > 0 ? `Refused: the payment does not match its purchase (${problems.join(', ')})` : null;
}
