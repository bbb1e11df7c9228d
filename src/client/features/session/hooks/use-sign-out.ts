import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { runAuthCall } from '@/lib/auth-result';
import { ACCOUNT_QUERY_KEY } from './use-me';
import { SESSION_QUERY_KEY } from './use-session';

/**
 * Signs out and forgets the user's cached data. Spec §4: signing out shows a toast; `quiet` leaves it to the
 * caller (the admin login shows 'Access Denied' instead). Resolves whether it worked.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      // The auth library loads here, on demand, rather than with the header on every page.
      const { authClient } = await import('@/lib/auth-client');
      const result = await runAuthCall(authClient.signOut());
      if (!result.ok) {
        toast.error('Error', { description: result.message });
        return false;
      }
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      if (!quiet) toast.success('Signed Out', { description: 'You have been signed out.' });
      return true;
    },
    [queryClient],
  );
}
