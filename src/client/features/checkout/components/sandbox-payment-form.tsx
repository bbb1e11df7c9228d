import { type FormEvent, type ReactNode, useState } from 'react';
import { parseCardInput } from '@shared/payments/card-input';
import type { TrialIntentResponse } from '@shared/schemas/payments';
import { EMPTY_CARD, SandboxCardFields } from '@/components/payments/sandbox-card-fields';
import { Alert } from '@/components/ui/alert';
import { useConfirmSandboxPayment } from '../api/trial-intent-api';
import { paymentErrorMessage } from '../lib/payment-error-message';
import { PayButton } from './pay-button';

interface SandboxPaymentFormProps {
  intent: TrialIntentResponse;
  onPaid: (purchaseId: string) => void;
  terms: ReactNode;
}

/**
 * The card form when the built-in sandbox takes payments (PRODUCT.md "Payments"): Stripe's test cards and wording,
 * confirmed by POST /api/payments/sandbox/confirm in place of Stripe.js.
 */
export function SandboxPaymentForm({ intent, onPaid, terms }: SandboxPaymentFormProps) {
  const [card, setCard] = useState(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirmSandboxPayment();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCardInput(card, new Date());
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    confirm.mutate(
      { clientSecret: intent.clientSecret, card: parsed.card },
      { onSuccess: () => onPaid(intent.purchaseId), onError: (e) => setError(paymentErrorMessage(e)) },
    );
  };
  // Once paid the page is leaving for /success: keep the button busy rather than offering a second payment.
  const busy = confirm.isPending || confirm.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Card payment">
      <SandboxCardFields value={card} onChange={setCard} disabled={busy} idPrefix="checkout-card" />
      <p className="text-xs text-muted">
        Test card: <span className="font-mono">4242 4242 4242 4242</span>, any future expiry, any 3-digit code.{' '}
        <span className="font-mono">4000 0000 0000 0002</span> is declined.
      </p>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <PayButton amountCents={intent.amountCents} currency={intent.currency} busy={busy} />
      {terms}
    </form>
  );
}
