import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { authClient } from '@/lib/auth-client';
import { MagicLinkSchema, type MagicLinkValues } from '../lib/auth-form-schemas';
import { runAuthCall } from '@/lib/auth-result';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

interface MagicLinkFormProps {
  /** Where the link signs the visitor in to. */
  callbackURL: string;
  /** Where an unusable link sends them back to (with ?error=). */
  errorCallbackURL: string;
  /** The portal announces the outcome in toasts (spec §8 'Magic Link Sent!'); the login pages say it inline. */
  feedback: 'toast' | 'inline';
}

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/** Asks for a one-time sign-in link by e-mail (spec §2 magic-link login, member-area §2 /admin/login). */
export function MagicLinkForm({ callbackURL, errorCallbackURL, feedback }: MagicLinkFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<MagicLinkValues>({ resolver: zodResolver(MagicLinkSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ email }: MagicLinkValues) => {
    setOutcome(null);
    const result = await runAuthCall(authClient.signIn.magicLink({ email, callbackURL, errorCallbackURL }));
    if (feedback === 'toast') {
      if (result.ok) toast.success('Magic Link Sent!', { description: 'Check your email for the magic login link!' });
      else toast.error('Authentication Error', { description: result.message });
      return;
    }
    setOutcome(result.ok ? { kind: 'sent' } : { kind: 'error', message: result.message });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <FormField id="magic-link-email" label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...form.register('email')} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send Magic Link
      </SubmitButton>
      {outcome?.kind === 'sent' ? (
        <Alert variant="success">
          <MailCheck aria-hidden="true" />
          <p>Check your email for the magic login link!</p>
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? (
        <Alert variant="error">
          <CircleAlert aria-hidden="true" />
          <p>{outcome.message}</p>
        </Alert>
      ) : null}
    </form>
  );
}
