import type { CertificateVerification } from '@shared/schemas/results';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** GET /api/certificates/:certificateId (public): what the certificate shows; 404 CERTIFICATE_NOT_FOUND when unknown. */
export function useCertificateVerification(certificateId: string) {
  return useQuery({
    queryKey: ['public', 'certificates', certificateId],
    queryFn: (): Promise<CertificateVerification> => call(api.certificates[':certificateId'].$get({ param: { certificateId } })),
    staleTime: 5 * 60_000,
  });
}
