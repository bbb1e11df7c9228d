import { Clock } from 'lucide-react';
import { formatCountdown } from '@shared/payments/offer-hold';
import { formatCents } from '@shared/payments/products';
import type { Offer } from '@/features/payment-offer';

/**
 * 'Special Offer Expires In' (PRODUCT.md principle 3): the server's hold counting down; once it has run out, the
 * page says so and names the price that applies now. No banner when the operator turned holds off.
 */
export function OfferCountdown({ offer, secondsLeft }: { offer: Offer; secondsLeft: number }) {
  const { hold } = offer.trial;
  if (hold.disabled) return null;
  if (!hold.active) {
    return (
      <div role="status" className="rounded-xl border border-gray-300 bg-gray-50 px-4 py-3 text-center">
        <p className="font-semibold">This special offer has expired.</p>
        <p className="text-sm text-muted">The price that now applies is {formatCents(offer.trial.priceCents, offer.trial.currency)}.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-xl bg-red-700 px-4 py-3 text-white">
      <Clock className="size-5" aria-hidden="true" />
      <span className="font-semibold">Special Offer Expires In</span>
      <span role="timer" aria-label={`Special offer expires in ${formatCountdown(secondsLeft)}`} className="font-mono text-2xl font-bold tabular-nums">
        {formatCountdown(secondsLeft)}
      </span>
    </div>
  );
}
