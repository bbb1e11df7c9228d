import { formatCents } from '@shared/payments/products';
import { cn } from '@/lib/cn';

interface PriceTagProps {
  priceCents: number;
  /** The crossed-out "was" price; hidden when it is not above the price. */
  listPriceCents?: number | null;
  percentOff?: number | null;
  currency?: string;
  className?: string;
}

/** "$1.00 ~~$19.99~~ 95% OFF": a price with its list price and discount, all from the server's offer. */
export function PriceTag({ priceCents, listPriceCents, percentOff, currency, className }: PriceTagProps) {
  const discounted = listPriceCents != null && listPriceCents > priceCents;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}>
      <span className="text-4xl font-extrabold text-ink">{formatCents(priceCents, currency)}</span>
      {discounted ? (
        <>
          <s className="text-lg text-muted">
            <span className="sr-only">was </span>
            {formatCents(listPriceCents, currency)}
          </s>
          {percentOff ? <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-bold text-white">{percentOff}% OFF</span> : null}
        </>
      ) : null}
    </p>
  );
}
