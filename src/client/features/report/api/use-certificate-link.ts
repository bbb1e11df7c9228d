import { useQueryClient } from '@tanstack/react-query';
import type { Certificate } from '@shared/schemas/results';
import { RESULTS_QUERY_KEY, issueCertificate } from './results-api';

/**
 * The certificate whose public verify page (name, score, date and test) Share hands out. /congratulations already
 * issues it on view; asking again is harmless, as the server answers the same certificate for the same name. Kept
 * in the cache until a rename marks the results stale (see the profile's update).
 */
export function useCertificateLink(resultId: string) {
  const queryClient = useQueryClient();
  const queryKey = [...RESULTS_QUERY_KEY, 'certificate', resultId];
  return {
    issue: (): Promise<Certificate> => queryClient.fetchQuery({ queryKey, queryFn: () => issueCertificate(resultId), staleTime: Infinity }),
  };
}
