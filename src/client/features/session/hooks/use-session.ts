import { useEffect } from 'react';
import { type SessionUser, authClient } from '@/lib/auth-client';

export type SessionState =
  | { status: 'pending'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/**
 * Who is signed in (spec §4 Session). Pending until the session has been read, on the server while prerendering
 * and on the first client render alike, so a prerendered header hydrates without a mismatch. A failed read is
 * only logged, and counts as signed out.
 */
export function useSession(): SessionState & { refetch: () => Promise<void> } {
  const { data, isPending, error, refetch } = authClient.useSession();
  useEffect(() => {
    if (error && error.status !== 401) console.error('Error getting session', error);
  }, [error]);
  if (data?.user) return { status: 'signed-in', user: data.user, refetch };
  if (isPending) return { status: 'pending', user: null, refetch };
  return { status: 'signed-out', user: null, refetch };
}
