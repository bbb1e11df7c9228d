import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY, useSession } from '@/features/session';
import { fetchEntitlements } from './upsells-api';

/** Under the account's key, so signing out forgets what the user owned. */
export const ENTITLEMENTS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'payments', 'entitlements'] as const;

/**
 * What the signed-in user owns; idle for an anonymous buyer (the server answers only a signed-in user). Read
 * again when the tab regains focus: a purchase finished in the checkout tab shows here on return.
 */
export function useEntitlements() {
  const session = useSession();
  const query = useQuery({
    queryKey: ENTITLEMENTS_QUERY_KEY,
    queryFn: fetchEntitlements,
    enabled: session.status === 'signed-in',
    refetchOnWindowFocus: true,
  });
  return { session, entitlements: query };
}
