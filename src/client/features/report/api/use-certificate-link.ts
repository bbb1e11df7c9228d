import { useQueryClient } from '@tanstack/react-query';
import type { Certificate } from '@shared/schemas/results';
import { RESULTS_QUERY_KEY, issueCertificate } from './results-api';

/**
 * The certificate behind a result's public page, issued only when the user first shares (sharing is the opt-in to
 * a public summary), then kept: the server answers the same certificate every time.
 */
export function useCertificateLink(resultId: string) {
  const queryClient = useQueryClient();
  const queryKey = [...RESULTS_QUERY_KEY, 'certificate', resultId];
  return {
    issue: (): Promise<Certificate> => queryClient.fetchQuery({ queryKey, queryFn: () => issueCertificate(resultId), staleTime: Infinity }),
  };
}
