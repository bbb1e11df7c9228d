import { AlertTriangle, Brain } from 'lucide-react';
import { Navigate } from 'react-router';
import { TestModeBanner } from '@/components/payments/test-mode-banner';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { useOffer, useOfferCountdown } from '@/features/payment-offer';
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
  const offer = useOffer();
  const secondsLeft = useOfferCountdown(offer.data);

  if (offer.isPending) {
    return (
      <StatusMessage title="Your results" documentTitle={TITLE} live icon={<Brain />}>
        <p className="mt-2 text-muted">Loading your offer…</p>
      </StatusMessage>
    );
  }
  if (offer.isError) {
    return (
      <StatusMessage title="Payment Setup Failed" documentTitle={TITLE} icon={<AlertTriangle />}>
        <p className="mt-2 text-muted">Please refresh the page and try again.</p>
      </StatusMessage>
    );
  }
  const data = offer.data;
  if (data.email === null) return <Navigate to={paths.email} replace />;

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
