import { Brain } from 'lucide-react';
import { TestModeBanner } from '@/components/payments/test-mode-banner';
import { type Offer, OfferGate, useOfferCountdown } from '@/features/payment-offer';
import { AssessmentTypes } from './assessment-types';
import { BenefitList } from './benefit-list';
import { CheckoutSection } from './checkout-section';
import { FamousComparison } from './famous-comparison';
import { FloatingCta } from './floating-cta';
import { PaywallHeader } from './paywall-header';
import { RecentBuyersBanner } from './recent-buyers-banner';
import { ReportTeaser } from './report-teaser';

const TITLE = 'Your IQ Results Are Ready | Official IQ Test Online';

/**
 * Route `/paywall` (spec §2, PRODUCT.md the paywall row): the second checkout design. Every figure on it is real:
 * the hold's countdown, the recent buyers, the average score.
 */
export function PaywallPage() {
  return (
    <OfferGate documentTitle={TITLE} loadingTitle="Your results" loadingText="Loading your offer…" icon={<Brain />}>
      {(data) => <PaywallBody data={data} />}
    </OfferGate>
  );
}

function PaywallBody({ data }: { data: Offer }) {
  const secondsLeft = useOfferCountdown(data);
  return (
    <div className="bg-linear-to-b from-brand-50 to-white pb-24">
      <title>{TITLE}</title>
      <PaywallHeader offer={data} secondsLeft={secondsLeft} />
      {data.provider.testMode ? <TestModeBanner /> : null}
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
        <div className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Your IQ results are ready</h1>
          <p className="mt-2 text-lg text-muted">Unlock your score, your certificate and your full report.</p>
        </div>
        <RecentBuyersBanner />
        <FamousComparison />
        <ReportTeaser />
        <BenefitList />
        {/* Keyed by today's price: a promo priced against an offer that has since run out is dropped, not shown stale. */}
        <CheckoutSection key={data.trial.priceCents} offer={data} />
        <AssessmentTypes />
      </div>
      <FloatingCta />
    </div>
  );
}
