import { MailCheck, MailQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useKnownEmail } from '../hooks/use-known-email';
import { ConfirmEmailForm } from './confirm-email-form';

/** Route `/confirm-email` (spec §2): after payment, the buyer checks the address their account and report use. */
export function ConfirmEmailPage() {
  const known = useKnownEmail();

  if (known.status === 'none') {
    return (
      <StatusMessage title="We don't know your email yet" icon={<MailQuestion />} documentTitle="Confirm Your Email | Official IQ Test Online">
        <p className="mt-3 text-muted">Enter your email address first, then come back to confirm it.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.email}>Enter my email</Link>
        </Button>
      </StatusMessage>
    );
  }

  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>Confirm Your Email | Official IQ Test Online</title>
      <div className="mx-auto flex max-w-md flex-col gap-8 px-4 py-12 sm:py-16">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg">
            <MailCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Confirm your email</h1>
          <p className="text-lg text-muted">We send your results and payment e-mails to this address. Type it once more to make sure it is right.</p>
        </div>
        <Card className="p-6">
          <ConfirmEmailForm known={known} />
        </Card>
      </div>
    </div>
  );
}
