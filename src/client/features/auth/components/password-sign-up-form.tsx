import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
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

  const onValid = async ({ name, email, password }: SignUpValues) => {
    const result = await runAuthCall(authClient.signUp.email({ name, email, password, callbackURL }));
    if (!result.ok) {
      toast.error('Authentication Error', { description: result.message });
      return;
    }
    if (!result.data.token) {
      toast.success('Check Your Email', { description: 'Please check your email to confirm your account' });
      return;
    }
    await onSignedIn();
  };

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
