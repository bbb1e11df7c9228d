import { Button } from '@/components/ui/button';

export type AuthMode = 'sign-in' | 'sign-up';

/** The portal's switch between signing in and creating an account (spec §2). */
export function AuthModeToggle({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const signingIn = mode === 'sign-in';
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
      {signingIn ? "Don't have an account?" : 'Already have an account?'}
      <Button type="button" variant="link" className="px-2" onClick={() => onChange(signingIn ? 'sign-up' : 'sign-in')}>
        {signingIn ? 'Create an account' : 'Sign in'}
      </Button>
    </p>
  );
}
