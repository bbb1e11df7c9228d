import { eq } from 'drizzle-orm';
import { CERTIFICATE_ID_PATTERN, type CertificateVerification } from '../../../shared/schemas/results';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { normaliseCertificateId } from './certificate-id';

/**
 * GET /api/certificates/:certificateId (public): only what the certificate itself shows, as it was issued. Nothing
 * about the holder's account (e-mail, user id, result id) leaves the server; unknown and malformed ids look alike.
 */
export async function verifyCertificate(db: Db, certificateId: string): Promise<CertificateVerification> {
  const id = normaliseCertificateId(certificateId);
  const notFound = new AppError('CERTIFICATE_NOT_FOUND', 'No certificate has this id');
  if (!CERTIFICATE_ID_PATTERN.test(id)) throw notFound;
  const [row] = await db
    .select({
      certificateId: certificates.id,
      holderName: certificates.holderName,
      score: certificates.score,
      testTitle: certificates.testTitle,
      completedAt: certificates.completedAt,
    })
    .from(certificates)
    .where(eq(certificates.id, id))
    .limit(1);
  if (!row) throw notFound;
  return { ...row, completedAt: row.completedAt.toISOString() };
}
