import type { Me } from '@shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchSession } from '../api/account-api';

export type SessionUser = Me['user'];

export type SessionState =
  | { status: 'pending'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/** The key of the session query; every account query lives under ['account']. */
export const SESSION_QUERY_KEY = ['account', 'me'] as const;

/**
 * The session query behind useSession and useMe. It reads our own GET /api/session rather than better-auth's client, so
 * the header on every page (the prerendered ones too) carries no auth library: that loads only on the sign-in pages
 * and when signing out.
 */
export function useSessionQuery() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession, staleTime: 60_000, retry: false });
}

/**
 * Who is signed in (spec §4 Session). Pending until the session has been read, on the server while prerendering
 * and on the first client render alike, so a prerendered header hydrates without a mismatch. A failed read is
 * only logged, and counts as signed out.
 */
export function useSession(): SessionState & { refetch: () => Promise<void> } {
  const query = useSessionQuery();
  useEffect(() => {
    if (query.error) console.error('Error getting session', query.error);
  }, [query.error]);
  const refetch = async () => {
    await query.refetch();
  };
  if (query.data) return { status: 'signed-in', user: query.data.user, refetch };
  if (query.isPending) return { status: 'pending', user: null, refetch };
  return { status: 'signed-out', user: null, refetch };
}
