import { ExternalLink, LoaderCircle, Tag } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { percentOff } from '@shared/payments/products';
import type { ValidatePromoResponse } from '@shared/schemas/payments';
import { PriceTag } from '@/components/payments/price-tag';
import { TrialTerms } from '@/components/payments/trial-terms';
import { TrustBadges } from '@/components/payments/trust-badges';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import type { Offer } from '@/features/payment-offer';
import { useCreateCheckout } from '../api/paywall-api';
import { NO_CHECKOUT_URL, checkoutErrorMessage } from '../lib/checkout-error-message';
import { openCheckoutTab } from '../lib/checkout-tab';
import { PROMO_SECTION_ID } from '../lib/scroll-to-promo';
import { PromoCodeDialog, promoLabel } from './promo-code-dialog';

/**
 * The paywall's pay section (id promo-code-section, spec §2): today's price, the promo code, and the button that opens
 * the hosted checkout in a new tab (spec §4 purchase funnel), with the terms beside it.
 */
export function CheckoutSection({ offer }: { offer: Offer }) {
  const navigate = useNavigate();
  const [promo, setPromo] = useState<ValidatePromoResponse | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const [error, setError] = useState<{ message: string; alreadySubscribed?: boolean } | null>(null);
  const createCheckout = useCreateCheckout();
  const { trial } = offer;
  const todayCents = promo?.priceCents ?? trial.priceCents;
  const listed = trial.hold.active || promo !== null;

  const onPay = () => {
    setError(null);
    const tab = openCheckoutTab();
    createCheckout.mutate(promo ? { promoCode: promo.code } : {}, {
      onSuccess: ({ url }) => {
        if (!url) {
          tab.close();
          return setError({ message: NO_CHECKOUT_URL });
        }
        tab.go(url);
      },
      onError: (e) => {
        tab.close();
        if (e instanceof ApiError && e.code === 'EMAIL_REQUIRED') return navigate(paths.email);
        setError({ message: checkoutErrorMessage(e), alreadySubscribed: e instanceof ApiError && (e.code === 'ALREADY_SUBSCRIBED' || e.code === 'TRIAL_USED') });
      },
    });
  };

  return (
    <section id={PROMO_SECTION_ID} tabIndex={-1} aria-labelledby="paywall-pay-heading" className="scroll-mt-36 outline-none">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id="paywall-pay-heading" className="text-xl font-bold">
          Get your IQ score, certificate and full report
        </h2>
        <PriceTag
          priceCents={todayCents}
          currency={trial.currency}
          listPriceCents={listed ? trial.listPriceCents : null}
          percentOff={listed ? percentOff(todayCents, trial.listPriceCents) : null}
        />
        {promo ? (
          <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-green-800">
            <Tag className="size-4" aria-hidden="true" />
            Promo code applied ({promoLabel(promo)}).
            <Button variant="link" className="h-auto p-0" onClick={() => setPromo(null)}>
              Remove
            </Button>
          </p>
        ) : (
          <Button variant="link" className="h-auto self-start p-0" onClick={() => setPromoOpen(true)}>
            <Tag aria-hidden="true" />
            Have a promo code?
          </Button>
        )}
        {offer.provider.kind === null ? (
          <Alert variant="error">{offer.provider.unavailableMessage ?? 'Payments are not available at the moment.'}</Alert>
        ) : (
          <>
            {error ? (
              <Alert variant="error">
                <span>
                  {error.message}
                  {error.alreadySubscribed ? (
                    <>
                      {' '}
                      <Link to={paths.login} className="font-medium underline">
                        Sign in to see your results
                      </Link>
                    </>
                  ) : null}
                </span>
              </Alert>
            ) : null}
            <Button size="lg" className="w-full bg-green-700 hover:bg-green-800" onClick={onPay} disabled={createCheckout.isPending}>
              {createCheckout.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
              {createCheckout.isPending ? 'Processing...' : 'Continue to Secure Checkout'}
            </Button>
            <p className="text-center text-xs text-muted">The secure checkout opens in a new tab.</p>
            <TrialTerms todayCents={todayCents} />
          </>
        )}
        <TrustBadges moneyBackDays={offer.moneyBackDays} />
      </Card>
      <PromoCodeDialog open={promoOpen} onOpenChange={setPromoOpen} onApplied={setPromo} />
    </section>
  );
}
