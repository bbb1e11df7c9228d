import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthOptions } from '../hooks/use-auth-options';
import { authClient } from '@/lib/auth-client';
import { runAuthCall } from '@/lib/auth-result';

type Provider = 'google' | 'microsoft';

const LABELS: Record<Provider, string> = { google: 'Continue with Google', microsoft: 'Continue with Microsoft' };

interface SocialSignInProps {
  callbackURL: string;
  errorCallbackURL: string;
  onError: (message: string) => void;
}

/** The provider buttons this installation has keys for, and only those (PRODUCT: no button that does nothing). */
export function SocialSignIn({ callbackURL, errorCallbackURL, onError }: SocialSignInProps) {
  const options = useAuthOptions();
  const [busy, setBusy] = useState<Provider | null>(null);
  const providers = (['google', 'microsoft'] as const).filter((provider) => options[provider]);
  if (providers.length === 0) return null;

  const signIn = async (provider: Provider) => {
    setBusy(provider);
    // On success the client leaves for the provider's page; the button stays busy until then.
    const result = await runAuthCall(authClient.signIn.social({ provider, callbackURL, errorCallbackURL }));
    if (!result.ok) {
      setBusy(null);
      onError(result.message);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs font-medium text-muted uppercase before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        or
      </p>
      {providers.map((provider) => (
        <Button key={provider} type="button" variant="outline" size="lg" disabled={busy !== null} onClick={() => void signIn(provider)}>
          {busy === provider ? 'Redirecting...' : LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}
