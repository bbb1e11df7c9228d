import type { Dashboard } from '@shared/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** Under the account's key, so signing out forgets it. */
export const DASHBOARD_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'member', 'dashboard'] as const;

/** GET /api/me/dashboard: the stat tiles, recent activity and referral count, computed from the user's own data. */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: (): Promise<Dashboard> => call(api.me.dashboard.$get()),
  });
}
