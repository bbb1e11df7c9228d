import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { normalizeEmail } from '@shared/schemas/leads';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { writeStored } from '@/lib/browser-storage';
import { fetchCheckoutDesign } from '../api/fetch-checkout-design';
import { useCaptureLead } from '../api/use-capture-lead';
import { buildLeadBody } from '../lib/build-lead-body';
import { EmailFormSchema, type EmailFormValues } from '../lib/email-form-schema';

/** Spec §8: after 'Email Saved!' the visitor moves on 1 s later. */
const SAVED_TOAST_DELAY_MS = 1000;

const delay = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The e-mail form (spec §4, §5, §8). `noValidate` lets the spec's toast, not the browser's bubble, report an
 * invalid address; a failure to save is only logged and the journey still goes on to checkout.
 */
export function EmailForm() {
  const navigate = useNavigate();
  const captureLead = useCaptureLead();
  const [leaving, setLeaving] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const form = useForm<EmailFormValues>({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting || leaving;

  const onValid = async ({ email: raw }: EmailFormValues) => {
    const email = normalizeEmail(raw);
    writeStored('quizEmail', email);
    writeStored('userEmail', email);
    setLeaving(true);
    try {
      await captureLead.mutateAsync(buildLeadBody(email));
      toast.success('Email Saved!', { description: 'Your results will be sent to your email.' });
      // The design is read while the toast shows, so it costs the visitor no extra wait.
      const [design] = await Promise.all([fetchCheckoutDesign(), delay(SAVED_TOAST_DELAY_MS)]);
      if (mounted.current) navigate(design === 'paywall' ? paths.paywall : paths.checkout);
    } catch (error) {
      console.error('Saving the e-mail failed; continuing to checkout', error);
      navigate(paths.checkout);
    }
  };
  const onInvalid = () => toast.error('Invalid Email', { description: 'Please enter a valid email address' });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">Email address</Label>
        <Input
          id="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          aria-invalid={form.formState.errors.email ? true : undefined}
          disabled={busy}
          {...form.register('email')}
        />
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Processing...' : 'Get My Results'}
        {busy ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}
