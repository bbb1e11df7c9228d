import type { UpsellCode } from '@shared/payments/products';
import { useOwned } from '../hooks/use-owned';
import type { UpsellPageConfig } from '../lib/upsell-steps';
import { OfferActions } from './offer-actions';
import { OfferCard } from './offer-card';
import { UpsellFrame } from './upsell-frame';

interface SingleOfferPageProps {
  page: UpsellPageConfig & { offers: readonly [UpsellCode] };
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
}

/** An upsell page with one product: /upsell-retention, /upsell-2, /upsell-2-retention. */
export function SingleOfferPage({ page, ...frame }: SingleOfferPageProps) {
  const owned = useOwned();
  const [code] = page.offers;
  return (
    <UpsellFrame step={page.step} {...frame}>
      <OfferCard code={code} />
      <OfferActions code={code} page={page} owned={owned.owns(code)} checkingOwned={owned.checking} expectOneClick={owned.expectOneClick} />
    </UpsellFrame>
  );
}
