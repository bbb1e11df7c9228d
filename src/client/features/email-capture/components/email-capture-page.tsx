import { MailCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmailForm } from './email-form';

/** Route `/email` (spec §2): the e-mail that unlocks the analysis, then on to /checkout. */
export function EmailCapturePage() {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>Get Your Results | Official IQ Test Online</title>
      <div className="mx-auto flex max-w-md flex-col gap-8 px-4 py-12 sm:py-16">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg">
            <MailCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Your analysis is ready</h1>
          <p className="text-lg text-muted">Where should we send your results? Enter your e-mail address to continue.</p>
        </div>
        <Card className="p-6">
          <EmailForm />
        </Card>
      </div>
    </div>
  );
}
