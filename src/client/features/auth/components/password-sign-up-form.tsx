import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { SignUpSchema, type SignUpValues } from '../lib/auth-form-schemas';
import { runAuthCall } from '@/lib/auth-result';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

interface PasswordSignUpFormProps {
  /** Where the confirmation link in the e-mail leads, when the account must be confirmed first. */
  callbackURL: string;
  onSignedIn: () => Promise<void>;
}

/** Creating an account with a password (spec §8: 'Check Your Email' when the new account is not signed in yet). */
export function PasswordSignUpForm({ callbackURL, onSignedIn }: PasswordSignUpFormProps) {
  const form = useForm<SignUpValues>({ resolver: zodResolver(SignUpSchema), defaultValues: { name: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // The address a confirmation link went to: the form gives way to what to do next, which a toast alone would not
  // keep on screen.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onValid = async ({ name, email, password }: SignUpValues) => {
    const result = await runAuthCall(authClient.signUp.email({ name, email, password, callbackURL }));
    if (!result.ok) {
      toast.error('Authentication Error', { description: result.message });
      return;
    }
    if (!result.data.token) {
      toast.success('Check Your Email', { description: 'Please check your email to confirm your account' });
      setSentTo(email.trim().toLowerCase());
      return;
    }
    await onSignedIn();
  };

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          <MailCheck aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">Check Your Email</p>
            <p>
              We sent a confirmation link to <strong className="block [overflow-wrap:anywhere]">{sentTo}</strong>
            </p>
            <p>Open it within an hour to finish creating your account and sign in; opening it on this device also keeps any test you took here.</p>
          </div>
        </Alert>
        <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
          Use another email
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <FormField id="sign-up-name" label="Name" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
      <FormField id="sign-up-email" label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...form.register('email')} />
      <FormField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
