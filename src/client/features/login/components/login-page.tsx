import { CircleAlert, Play, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { AuthCardLayout, LinkErrorAlert, MagicLinkForm, SocialSignIn, useLeaveWhenSignedIn } from '@/features/auth';

/**
 * Route `/login`, the magic-link login page (spec §2 'Welcome Back'): an e-mail link, the providers this
 * installation has, and a way into the quiz. A signed-in visitor goes to /.
 */
export function LoginPage() {
  useLeaveWhenSignedIn(paths.home);
  const [providerError, setProviderError] = useState<string | null>(null);

  return (
    <AuthCardLayout title="Sign In" heading="Welcome Back" description="Enter your e-mail and we will send you a link that signs you in." icon={<Sparkles />}>
      <LinkErrorAlert />
      <MagicLinkForm callbackURL={paths.home} errorCallbackURL={paths.login} feedback="inline" />
      <SocialSignIn callbackURL={paths.home} errorCallbackURL={paths.login} onError={setProviderError} />
      {providerError ? (
        <Alert variant="error">
          <CircleAlert aria-hidden="true" />
          <p>{providerError}</p>
        </Alert>
      ) : null}
      <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
        New here?
        <Link to={paths.start} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
          <Play className="size-4" aria-hidden="true" />
          Start a quiz
        </Link>
      </p>
    </AuthCardLayout>
  );
}
