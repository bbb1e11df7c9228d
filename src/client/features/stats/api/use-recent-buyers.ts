import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';
import { statsKeys } from './query-keys';

/** The newest paid results (first name and initial, score) for the paywall's banner; empty until someone has paid. */
export function useRecentBuyers() {
  return useQuery({
    queryKey: statsKeys.recentBuyers,
    queryFn: () => call(api.stats['recent-buyers'].$get()),
  });
}
