import type { Profile, UpdateProfileBody } from '@shared/schemas/member';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY, SESSION_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';
import { DASHBOARD_QUERY_KEY } from './use-dashboard';

const PROFILE_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'member', 'profile'] as const;

/** GET /api/me/profile: the name and language the profile dialog edits, and the e-mail it shows. */
export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: (): Promise<Profile> => call(api.me.profile.$get()),
    enabled,
  });
}

/**
 * Every results query (list, latest, reports, certificates) lives under this prefix. A certificate carries the
 * holder's name and is cached for good (staleTime Infinity), so after a rename they are all marked stale: the
 * certificate shown or shared next is the one issued for the new name.
 */
const RESULTS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'results'] as const;

/**
 * PUT /api/me/profile. The header and the welcome read the name from the session, so the session is read again
 * (and the dashboard with it) for the new name to show at once; so are the results, whose certificates carry it.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody): Promise<Profile> => call(api.me.profile.$put({ json: body })),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: RESULTS_QUERY_KEY }),
      ]);
    },
  });
}
