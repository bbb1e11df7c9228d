import { Lock, LoaderCircle } from 'lucide-react';
import { formatCents } from '@shared/payments/products';
import { Button } from '@/components/ui/button';

/** The card form's submit button: 'Processing...' while the payment is confirmed (spec §4). */
export function PayButton({ amountCents, currency, busy, disabled }: { amountCents: number; currency: string; busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full bg-green-700 hover:bg-green-800" disabled={busy || disabled}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
      {busy ? 'Processing...' : `Pay ${formatCents(amountCents, currency)} & Start My Trial`}
    </Button>
  );
}
