import { Download, Receipt } from 'lucide-react';
import { paymentStatusLabel } from '@shared/payments/payment-status';
import { formatCents } from '@shared/payments/products';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { usePaymentHistory } from '../api/subscription-api';
import { formatDay } from '../lib/subscription-view';

const LABEL_STYLE = {
  Paid: 'bg-emerald-100 text-emerald-800',
  Pending: 'bg-amber-100 text-amber-900',
  Failed: 'bg-red-100 text-red-800',
  Unknown: 'bg-gray-100 text-gray-800',
} as const;

/**
 * The user's payments as the provider confirmed them, each with its status as spec §4 shows it (Paid, Pending,
 * Failed) and, once paid, its PDF receipt. Without payments it shows `emptyText`, or nothing when none is given.
 */
export function PaymentHistory({ emptyText }: { emptyText?: string } = {}) {
  const { data } = usePaymentHistory();
  if (!data || (data.payments.length === 0 && !emptyText)) return null;
  return (
    <Card className="flex flex-col gap-3 p-6" role="region" aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Receipt className="size-5 text-brand-700" aria-hidden="true" />
        Your payments
      </h2>
      {data.payments.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {data.payments.map((payment) => {
            const label = paymentStatusLabel(payment.status);
            return (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{payment.description}</span>
                  <span className="block text-muted">{formatDay(payment.createdAt)}</span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold tabular-nums">{formatCents(payment.amountCents, payment.currency)}</span>
                  {payment.refundedCents > 0 ? (
                    <span className="text-muted">({formatCents(payment.refundedCents, payment.currency)} refunded)</span>
                  ) : null}
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', LABEL_STYLE[label])}>{label}</span>
                  {/* Only a confirmed payment has a receipt to give. */}
                  {payment.status === 'completed' ? (
                    <a
                      href={`/api/receipts/${encodeURIComponent(payment.id)}`}
                      download
                      className="inline-flex min-h-11 items-center gap-1 px-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      <Download className="size-4" aria-hidden="true" />
                      Receipt<span className="sr-only">: {payment.description}, {formatDay(payment.createdAt)}</span>
                    </a>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
