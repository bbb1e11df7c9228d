import type { ResultsListResponse } from '@shared/schemas/results';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** GET /api/results: the signed-in user's results, newest first; under the account's key so signing out forgets them. */
export function useResults() {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'results', 'list'],
    queryFn: (): Promise<ResultsListResponse> => call(api.results.$get()),
  });
}
