import type { Certificate } from '@shared/schemas/results';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/**
 * POST /api/results/:resultId/certificate: issues the certificate of an unlocked result, or returns the one it
 * already has (idempotent), so it is read like a query.
 */
export function useCertificate(resultId: string) {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'results', resultId, 'certificate'],
    queryFn: (): Promise<Certificate> => call(api.results[':resultId'].certificate.$post({ param: { resultId } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/results/:resultId/certificate.pdf, served as an attachment. */
export function certificatePdfUrl(resultId: string): string {
  return `/api/results/${encodeURIComponent(resultId)}/certificate.pdf`;
}
