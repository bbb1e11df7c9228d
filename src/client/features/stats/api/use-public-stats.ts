import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';
import { statsKeys } from './query-keys';

/** Tests taken today, the latest results and the average score: every figure from recorded results. */
export function usePublicStats() {
  return useQuery({
    queryKey: statsKeys.publicStats,
    queryFn: () => call(api.stats.public.$get()),
  });
}
