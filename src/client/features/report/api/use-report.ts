import { useQuery } from '@tanstack/react-query';
import { REPORTS_QUERY_KEY, fetchReport } from './results-api';

/** One result's report. Switching back to a result already seen shows it at once from the cache. */
export function useReport(resultId: string) {
  return useQuery({ queryKey: [...REPORTS_QUERY_KEY, resultId], queryFn: () => fetchReport(resultId) });
}
