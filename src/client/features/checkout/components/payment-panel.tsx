import { AlertTriangle, CreditCard, LoaderCircle } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { TrialTerms } from '@/components/payments/trial-terms';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { Offer } from '@/features/payment-offer';
import { usePaymentSucceeded } from '../hooks/use-payment-succeeded';
import { useTrialIntent } from '../hooks/use-trial-intent';
import { SandboxPaymentForm } from './sandbox-payment-form';

// Loaded only when Stripe takes the payments: the sandbox path and every other page never download Stripe.js.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

function LoadingOptions() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-muted">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      Loading payment options…
    </p>
  );
}

/** The card form's panel (spec §2, §4, §8): loading, the form for the provider, or why there is no form. */
export function PaymentPanel({ offer }: { offer: Offer }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-bold">
        <CreditCard className="size-5 text-brand-700" aria-hidden="true" />
        Payment details
      </h2>
      {offer.provider.kind === null ? (
        <Alert variant="error">
          <AlertTriangle aria-hidden="true" />
          {offer.provider.unavailableMessage ?? 'Payments are not available at the moment.'}
        </Alert>
      ) : (
        <PaymentForm offer={offer} />
      )}
    </Card>
  );
}

function PaymentForm({ offer }: { offer: Offer }) {
  const intent = useTrialIntent(offer);
  const onPaid = usePaymentSucceeded(offer.subscription.trialDays);

  switch (intent.status) {
    case 'loading':
      return <LoadingOptions />;
    case 'already-subscribed':
      return (
        <div role="status" className="space-y-2 text-center">
          <p className="font-semibold">This e-mail already has a membership.</p>
          <p className="text-sm text-muted">
            There is nothing to pay: your results are unlocked.{' '}
            <Link to={paths.login} className="font-medium text-brand-700 underline">
              Sign in
            </Link>{' '}
            to see them.
          </p>
        </div>
      );
    case 'trial-used':
      return (
        <div role="status" className="space-y-2 text-center">
          <p className="font-semibold">This e-mail has had its trial.</p>
          <p className="text-sm text-muted">
            The trial is once per person.{' '}
            <Link to={paths.login} className="font-medium text-brand-700 underline">
              Sign in
            </Link>{' '}
            to see your results.
          </p>
        </div>
      );
    case 'unavailable':
      return <Alert variant="error">{intent.message}</Alert>;
    case 'failed':
      return (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-center text-red-800">
          <p className="font-semibold">Payment Setup Failed</p>
          <p className="mt-1 text-sm">Please refresh the page and try again.</p>
        </div>
      );
    case 'ready': {
      const terms = (
        <TrialTerms todayCents={intent.intent.amountCents} />
      );
      const { publishableKey } = offer.provider;
      if (offer.provider.kind === 'stripe' && publishableKey) {
        return (
          <Suspense fallback={<LoadingOptions />}>
            <StripePaymentForm publishableKey={publishableKey} intent={intent.intent} onPaid={onPaid} terms={terms} />
          </Suspense>
        );
      }
      return <SandboxPaymentForm intent={intent.intent} onPaid={onPaid} terms={terms} />;
    }
  }
}
