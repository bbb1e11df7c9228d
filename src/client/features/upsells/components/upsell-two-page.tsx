import { UPSELL_PAGES } from '../lib/upsell-steps';
import { SingleOfferPage } from './single-offer-page';

/** Route `/upsell-2` (spec §2): the Cognitive Analysis Report. */
export function UpsellTwoPage() {
  return (
    <SingleOfferPage
      page={UPSELL_PAGES.upsell2}
      documentTitle="Your Detailed Report"
      eyebrow="Understand how you think"
      title="Get your detailed cognitive report"
      lead="See how you reason across the five domains of the test: where you are strongest and where you can grow."
    />
  );
}
