import { LoaderCircle, Lock } from 'lucide-react';
import { PRODUCTS, formatCents } from '@shared/payments/products';
import type { Report } from '@shared/schemas/results';
import { Button } from '@/components/ui/button';
import { upsellTerms } from '@/features/upsells';
import { useBuySection } from '../hooks/use-buy-section';

type Sections = Report['sections'];
export type SectionOfferData = Extract<Sections[keyof Sections], { owned: false }>;

/** The offer in place of a section the user does not own: its name, price, what it adds, and one button to buy. */
export function SectionOffer({ offer }: { offer: SectionOfferData }) {
  const { purchase, busy, checking, checkoutOpened } = useBuySection();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm font-medium text-muted">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        Part of {offer.name}
      </p>
      <p>{PRODUCTS[offer.upsellType].description}</p>
      <p className="text-2xl font-extrabold">{formatCents(offer.priceCents)}</p>
      <Button type="button" className="self-stretch sm:self-start" disabled={busy || checking} onClick={() => purchase(offer.upsellType)}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Processing...' : 'Get it'}
        <span className="sr-only">: {offer.name}</span>
      </Button>
      <p className="text-sm text-muted">{upsellTerms(offer.upsellType)}</p>
      {checkoutOpened ? (
        <p role="status" className="text-sm">
          The secure checkout opened in a new tab. Finish your payment there; this section opens when you come back.
        </p>
      ) : null}
    </div>
  );
}
