import { ShieldCheck } from 'lucide-react';
import { PriceTag } from '@/components/payments/price-tag';
import { TestModeBanner } from '@/components/payments/test-mode-banner';
import { TrustBadges } from '@/components/payments/trust-badges';
import { Card } from '@/components/ui/card';
import { type Offer, OfferGate, useOfferCountdown } from '@/features/payment-offer';
import { OfferCountdown } from './offer-countdown';
import { PaymentPanel } from './payment-panel';
import { WhatsIncluded } from './whats-included';

const TITLE = 'Get Your Full IQ Report | Official IQ Test Online';

/** Route `/checkout` (spec §2): the offer's countdown and price, what is included, the card form and its guarantees. */
export function CheckoutPage() {
  return (
    <OfferGate documentTitle={TITLE} loadingTitle="Your offer" loadingText="Loading payment options…" icon={<ShieldCheck />} toastOnError>
      {(data) => <CheckoutBody data={data} />}
    </OfferGate>
  );
}

function CheckoutBody({ data }: { data: Offer }) {
  const secondsLeft = useOfferCountdown(data);
  const { trial } = data;
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>{TITLE}</title>
      {data.provider.testMode ? <TestModeBanner /> : null}
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
        <OfferCountdown offer={data} secondsLeft={secondsLeft} />
        <div className="grid gap-6 lg:grid-cols-[1fr_26rem]">
          <div className="flex flex-col gap-6">
            <Card className="p-5 sm:p-6">
              <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">Unlock your IQ score and full report</h1>
              <p className="mt-2 text-muted">
                For <span className="font-medium text-ink">{data.email}</span>
              </p>
              <PriceTag
                className="mt-4"
                priceCents={trial.priceCents}
                currency={trial.currency}
                listPriceCents={trial.hold.active ? trial.listPriceCents : null}
                percentOff={trial.hold.active ? trial.percentOff : null}
              />
            </Card>
            <Card className="p-5 sm:p-6">
              <WhatsIncluded trialDays={data.subscription.trialDays} />
            </Card>
          </div>
          <div className="flex flex-col gap-4">
            <PaymentPanel offer={data} />
            <TrustBadges moneyBackDays={data.moneyBackDays} className="sm:grid-cols-1" />
            <p className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
              <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                <strong>{data.moneyBackDays}-day money-back guarantee.</strong> Not satisfied? Ask within {data.moneyBackDays} days for a full refund.
              </span>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
