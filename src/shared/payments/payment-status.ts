/** Spec §4 "Payment status display": completed, pending, failed; a missing value counts as pending. */
export const PAYMENT_STATUSES = ['completed', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentStatusLabel = 'Paid' | 'Pending' | 'Failed' | 'Unknown';

export function paymentStatusLabel(status: string | null | undefined): PaymentStatusLabel {
  switch (status ?? 'pending') {
    case 'completed':
      return 'Paid';
    case 'pending':
      return 'Pending';
    case 'failed':
      return 'Failed';
    default:
      return 'Unknown';
  }
}
