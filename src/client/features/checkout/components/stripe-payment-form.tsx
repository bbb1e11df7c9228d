import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type Stripe, loadStripe } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { TrialIntentResponse } from '@shared/schemas/payments';
import { Alert } from '@/components/ui/alert';
import { UNEXPECTED_ERROR } from '@/lib/api-error';
import { successPath } from '../hooks/use-payment-succeeded';
import { stripeErrorMessage } from '../lib/payment-error-message';
import { PayButton } from './pay-button';

export interface StripePaymentFormProps {
  publishableKey: string;
  intent: TrialIntentResponse;
  onPaid: (purchaseId: string) => void;
  terms: ReactNode;
}

/** One Stripe.js per publishable key for the life of the page (loadStripe injects its script once). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let stripe = stripes.get(key);
  if (!stripe) stripes.set(key, (stripe = loadStripe(key)));
  return stripe;
}

/**
 * The card form when Stripe takes payments: the Express Checkout Element (wallets) above the Payment Element, both
 * for the server's payment intent. This module is loaded only in that case, so no other page downloads Stripe.
 */
export default function StripePaymentForm({ publishableKey, intent, onPaid, terms }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: intent.clientSecret, appearance: { theme: 'stripe' } }}>
      <StripeForm intent={intent} onPaid={onPaid} terms={terms} />
    </Elements>
  );
}

function StripeForm({ intent, onPaid, terms }: Omit<StripePaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Spec §7: return URL /success, redirect only when the bank requires it (3-D Secure and the like).
  const confirm = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const fail = (message: string) => {
      setError(message);
      setBusy(false);
    };
    try {
      const submitted = await elements.submit();
      if (submitted.error) return fail(stripeErrorMessage(submitted.error));
      const result = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        confirmParams: { return_url: `${window.location.origin}${successPath(intent.purchaseId)}` },
        redirect: 'if_required',
      });
      if (result.error) return fail(stripeErrorMessage(result.error));
      onPaid(intent.purchaseId);
    } catch (e) {
      console.error('Confirming the payment failed', e);
      fail(UNEXPECTED_ERROR);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Card payment">
      <ExpressCheckoutElement onConfirm={() => void confirm()} options={{ buttonType: { applePay: 'buy', googlePay: 'buy' } }} />
      <PaymentElement options={{ layout: 'tabs', defaultValues: { billingDetails: { address: { country: 'US' } } } }} />
      {error ? <Alert variant="error">{error}</Alert> : null}
      <PayButton amountCents={intent.amountCents} currency={intent.currency} busy={busy} disabled={!stripe || !elements} />
      {terms}
    </form>
  );
}
