import { PRODUCTS, percentOff } from '@shared/payments/products';
import { UPSELL_PAGES } from '../lib/upsell-steps';
import { SingleOfferPage } from './single-offer-page';

const bundle = PRODUCTS['premium-bundle-retention'];

/** Route `/upsell-retention` (spec §2): the premium bundle, offered once more after 'Skip' on /upsell-1. */
export function UpsellRetentionPage() {
  return (
    <SingleOfferPage
      page={UPSELL_PAGES.upsellRetention}
      documentTitle="Are You Sure?"
      eyebrow="Wait! One last offer"
      title="Are you sure?"
      lead={`Everything in the Ultra Pack at ${percentOff(bundle.priceCents, bundle.listPriceCents)}% off, only on this page.`}
    />
  );
}
