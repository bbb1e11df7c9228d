import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { authClient } from '@/lib/auth-client';
import { SignInSchema, type SignInValues } from '../lib/auth-form-schemas';
import { runAuthCall } from '@/lib/auth-result';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/** Too many guesses lock only the password of that e-mail (the server counts mailed links apart): say what to do next. */
function signInFailureMessage(failure: { message: string; status?: number }): string {
  if (failure.status === 429) return 'Too many password attempts for this email. Use the Magic Link tab to sign in with a link sent to it.';
  return failure.message;
}

interface PasswordSignInFormProps {
  /** Where the confirmation link mailed to an unconfirmed address leads once opened. */
  callbackURL: string;
  onSignedIn: () => Promise<void>;
}

/** Password sign-in (spec §5, §8). Once signed in the session is read again, and the page moves on. */
export function PasswordSignInForm({ callbackURL, onSignedIn }: PasswordSignInFormProps) {
  const form = useForm<SignInValues>({ resolver: zodResolver(SignInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ email, password }: SignInValues) => {
    const result = await runAuthCall(authClient.signIn.email({ email, password, callbackURL }));
    if (!result.ok && result.code === 'EMAIL_NOT_VERIFIED') {
      // Not an error of the user's: the address waits for its confirmation, and a fresh link is on its way.
      toast.info('Check Your Email', { description: 'Please confirm your email first: we have sent you a new confirmation link.' });
      return;
    }
    if (!result.ok) {
      toast.error('Authentication Error', { description: signInFailureMessage(result) });
      return;
    }
    await onSignedIn();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <FormField id="sign-in-email" label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...form.register('email')} />
      <FormField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
