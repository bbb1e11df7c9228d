import type { LatestResultResponse } from '@shared/schemas/results';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** Under the account's key, so signing out forgets the score. */
export const LATEST_RESULT_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'results', 'latest'] as const;

/** GET /api/results/latest: the signed-in user's newest result (null when none) and the name its certificate carries. */
export function useLatestResult() {
  return useQuery({
    queryKey: LATEST_RESULT_QUERY_KEY,
    queryFn: (): Promise<LatestResultResponse> => call(api.results.latest.$get()),
  });
}
