import { useQuery } from '@tanstack/react-query';
import { RESULTS_LIST_QUERY_KEY, fetchResults } from './results-api';

/** The signed-in user's results, newest first: the report's history picker. */
export function useResults() {
  return useQuery({ queryKey: RESULTS_LIST_QUERY_KEY, queryFn: fetchResults });
}
