import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/session';

/**
 * A sign-in page is no place for someone signed in (spec §2): as soon as the session says so, whether they
 * arrived signed in or have just signed in here, they go on to `target`. Returns the session.
 */
export function useLeaveWhenSignedIn(target: string) {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true });
  }, [signedIn, navigate, target]);
  return session;
}
