import { LoaderCircle, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { parseCardInput } from '@shared/payments/card-input';
import { formatCents } from '@shared/payments/products';
import type { SandboxSession } from '@shared/schemas/payments';
import { EMPTY_CARD, SandboxCardFields } from '@/components/payments/sandbox-card-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePaySandboxSession } from '../api/sandbox-session-api';
import { payErrorMessage } from '../lib/pay-error-message';

/** The hosted page's card form: pays the session and follows it to the success URL, as Stripe's page does. */
export function SandboxPayForm({ session }: { session: SandboxSession }) {
  const [card, setCard] = useState(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const pay = usePaySandboxSession(session.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCardInput(card, new Date());
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    pay.mutate(parsed.card, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (e) => setError(payErrorMessage(e)),
    });
  };
  // Once paid the page is leaving: keep the button busy rather than offering a second payment.
  const busy = pay.isPending || pay.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Pay with card">
      <SandboxCardFields value={card} onChange={setCard} disabled={busy} idPrefix="sandbox-card" />
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {busy ? 'Processing...' : `Pay ${formatCents(session.amountCents, session.currency)}`}
      </Button>
      {session.terms ? <p className="text-xs text-muted">{session.terms}</p> : null}
    </form>
  );
}
