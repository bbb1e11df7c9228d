import { KeyRound, LockKeyhole, Mail } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useLeaveWhenSignedIn } from '../hooks/use-leave-when-signed-in';
import { useSignInTarget } from '../hooks/use-sign-in-target';
import { signInPathFor } from '@/features/session';
import { type AuthMode, AuthModeToggle } from './auth-mode-toggle';
import { AuthCardLayout } from './auth-card-layout';
import { LinkErrorAlert } from './link-error-alert';
import { MagicLinkForm } from './magic-link-form';
import { PasswordSignInForm } from './password-sign-in-form';
import { PasswordSignUpForm } from './password-sign-up-form';

/**
 * Route `/auth`, the sign-in portal (spec §2): Password and Magic Link tabs, signing in or creating an account.
 * Afterwards, and for anyone who arrives signed in, on to the remembered page or /congratulations.
 */
export function AuthPage() {
  const target = useSignInTarget(paths.congratulations);
  const session = useLeaveWhenSignedIn(target);
  const [method, setMethod] = useState('password');
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const heading = mode === 'sign-in' ? 'Sign In' : 'Create Account';
  const backHere = target === paths.congratulations ? paths.auth : signInPathFor(paths.auth, target);

  return (
    <AuthCardLayout
      title={heading}
      heading={heading}
      description={mode === 'sign-in' ? 'Sign in to see your results and your progress.' : 'Create an account to keep your results and track your progress.'}
      icon={<LockKeyhole />}
    >
      <LinkErrorAlert />
      <Tabs value={method} onValueChange={setMethod}>
        <TabsList aria-label="Sign-in method">
          <TabsTrigger value="password">
            <KeyRound aria-hidden="true" />
            Password
          </TabsTrigger>
          <TabsTrigger value="magic-link">
            <Mail aria-hidden="true" />
            Magic Link
          </TabsTrigger>
        </TabsList>
        <TabsContent value="password" className="mt-6">
          {mode === 'sign-in' ? (
            <PasswordSignInForm callbackURL={target} onSignedIn={session.refetch} />
          ) : (
            <PasswordSignUpForm callbackURL={target} onSignedIn={session.refetch} />
          )}
        </TabsContent>
        <TabsContent value="magic-link" className="mt-6 flex flex-col gap-4">
          <p className="text-sm text-muted">We will e-mail you a link that signs you in, no password needed.</p>
          <MagicLinkForm callbackURL={target} errorCallbackURL={backHere} feedback="toast" />
        </TabsContent>
      </Tabs>
      <AuthModeToggle mode={mode} onChange={setMode} />
    </AuthCardLayout>
  );
}
