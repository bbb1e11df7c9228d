import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';
import { statsKeys } from './query-keys';

/** The active IQ test's real numbers (questions, options, time limit); fails with NO_ACTIVE_TEST when there is none. */
export function useTestSummary() {
  return useQuery({
    queryKey: statsKeys.testSummary,
    queryFn: () => call(api.quiz.test.$get()),
    staleTime: 5 * 60_000,
  });
}
