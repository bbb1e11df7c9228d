import { Clock } from 'lucide-react';
import { formatCountdown } from '@shared/payments/offer-hold';
import { formatCents } from '@shared/payments/products';
import { Button } from '@/components/ui/button';
import type { Offer } from '@/features/payment-offer';
import { scrollToPromoSection } from '../lib/scroll-to-promo';

/**
 * The paywall's fixed bar (spec §2): 'Offer ends in mm:ss' from the same server hold as /checkout, and today's price.
 * It sits under the site header, which stays at the top as well.
 */
export function PaywallHeader({ offer, secondsLeft }: { offer: Offer; secondsLeft: number }) {
  const { hold, priceCents, currency } = offer.trial;
  return (
    <div className="sticky top-16 z-20 border-b border-brand-800 bg-brand-900 text-white shadow">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <p className="flex items-center gap-2 text-sm">
          <Clock className="size-4" aria-hidden="true" />
          {hold.disabled ? null : hold.active ? (
            <>
              Offer ends in{' '}
              <span role="timer" aria-label={`Offer ends in ${formatCountdown(secondsLeft)}`} className="font-mono font-bold tabular-nums">
                {formatCountdown(secondsLeft)}
              </span>
            </>
          ) : (
            <span>The special offer has ended</span>
          )}
        </p>
        <p className="text-sm font-semibold">IQ Score only {formatCents(priceCents, currency)}</p>
        <Button size="sm" variant="secondary" className="hidden sm:inline-flex" onClick={scrollToPromoSection}>
          Get My Results
        </Button>
      </div>
    </div>
  );
}
