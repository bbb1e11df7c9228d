import { useState } from 'react';
import { useOwned } from '../hooks/use-owned';
import { UPSELL_PAGES } from '../lib/upsell-steps';
import { OfferActions } from './offer-actions';
import { OfferChoice } from './offer-choice';
import { UpsellFrame } from './upsell-frame';

const page = UPSELL_PAGES.upsell1;
type Choice = (typeof page.offers)[number];

/** Route `/upsell-1` (spec §2): ULTRA PACK or EXTENDED ANALYSIS REPORT, 'Get the Offer' or 'Skip'. */
export function UpsellOnePage() {
  const owned = useOwned();
  const [chosen, setChosen] = useState<Choice>(page.offers[0]);
  const available = page.offers.filter((code) => !owned.owns(code));
  // A product the user owns is never the one the button buys; with both owned there is nothing left to buy.
  const selected = available.includes(chosen) ? chosen : (available[0] ?? chosen);

  return (
    <UpsellFrame
      step={page.step}
      documentTitle="Special Offer"
      eyebrow="Special one-time offer"
      title="Add more to your results"
      lead="Choose one pack to add to your IQ report, at a one-time price."
    >
      <OfferChoice offers={page.offers} value={selected} onChange={setChosen} owns={owned.owns} />
      <OfferActions
        code={selected}
        page={page}
        owned={available.length === 0}
        checkingOwned={owned.checking}
        expectOneClick={owned.expectOneClick}
      />
    </UpsellFrame>
  );
}
