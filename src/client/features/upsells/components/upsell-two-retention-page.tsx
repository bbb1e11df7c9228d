import { UPSELL_PAGES } from '../lib/upsell-steps';
import { SingleOfferPage } from './single-offer-page';

/** Route `/upsell-2-retention` (spec §2): the Cognitive Growth Package, offered after 'Skip' on /upsell-2. */
export function UpsellTwoRetentionPage() {
  return (
    <SingleOfferPage
      page={UPSELL_PAGES.upsell2Retention}
      documentTitle="Before You Go"
      eyebrow="Before you go"
      title="Keep growing after the test"
      lead="A personal plan of exercises for the areas where you can improve most."
    />
  );
}
