import { PRODUCTS, type UpsellCode, formatCents, percentOff } from '@shared/payments/products';

/** The price as the offer card shows it: today's price, the crossed-out list price and the discount. */
export function OfferPrice({ code }: { code: UpsellCode }) {
  const { priceCents, listPriceCents } = PRODUCTS[code];
  const off = percentOff(priceCents, listPriceCents);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="text-2xl font-extrabold text-ink">{formatCents(priceCents)}</span>
      {listPriceCents && off ? (
        <>
          <span className="text-sm text-muted">
            <span className="sr-only">instead of </span>
            <s>{formatCents(listPriceCents)}</s>
          </span>
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">{off}% OFF</span>
        </>
      ) : null}
    </span>
  );
}
