import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/use-session';
import { signInPathFor } from '../lib/safe-redirect';
import { SessionLoading } from './session-loading';

/** Member-area §9: a signed-out visitor is sent on after this delay, so a session that is just arriving wins. */
const REDIRECT_DELAY_MS = 100;

/**
 * Member-area §2 "Protected routes": 'Loading...' while the session is read; without a user, on to /auth, which
 * brings them back here after signing in. Display only: the server refuses the data to a signed-out visitor.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = session.status === 'signed-out';

  useEffect(() => {
    if (!signedOut) return;
    const timer = window.setTimeout(() => navigate(signInPathFor(paths.auth, `${pathname}${search}`), { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut, navigate, pathname, search]);

  return session.status === 'signed-in' ? children : <SessionLoading />;
}
