import type { Progress } from '@shared/schemas/account';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** GET /api/me/progress: the signed-in user's level and XP (spec §3 user_progress). */
export function useProgress(userId: string) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'progress', userId],
    queryFn: (): Promise<Progress> => call(api.me.progress.$get()),
  });
}
