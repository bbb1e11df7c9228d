import { eq } from 'drizzle-orm';
import { CERTIFICATE_ID_PATTERN, type CertificateVerification } from '../../../shared/schemas/results';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { stripBidiControls } from '../../../shared/text/strip-bidi-controls';
import { AppError } from '../../lib/app-error';
import { ownsEntitlement } from '../payments/get-entitlements';
import { normaliseCertificateId } from './certificate-id';
import { UNLOCKING_ENTITLEMENT } from './result-access';

/**
 * GET /api/certificates/:certificateId (public): only what the certificate itself shows, as it was issued. Nothing
 * about the holder's account (e-mail, user id, result id) leaves the server; unknown and malformed ids look alike.
 * A certificate stands only while its holder's results are unlocked: after a full refund (or once the account is
 * gone, user_id null) it answers like an unknown id, so a refunded score cannot go on being shown as certified.
 */
export async function verifyCertificate(db: Db, certificateId: string): Promise<CertificateVerification> {
  const id = normaliseCertificateId(certificateId);
  const notFound = new AppError('CERTIFICATE_NOT_FOUND', 'No certificate has this id');
  if (!CERTIFICATE_ID_PATTERN.test(id)) throw notFound;
  const [row] = await db
    .select({
      userId: certificates.userId,
      certificateId: certificates.id,
      holderName: certificates.holderName,
      score: certificates.score,
      testTitle: certificates.testTitle,
      completedAt: certificates.completedAt,
    })
    .from(certificates)
    .where(eq(certificates.id, id))
    .limit(1);
  if (!row || row.userId === null || !(await ownsEntitlement(db, row.userId, UNLOCKING_ENTITLEMENT))) throw notFound;
  const { certificateId: shownId, holderName, score, testTitle, completedAt } = row;
  // Certificates issued before names were cleaned may hold direction controls; they are never shown.
  return { certificateId: shownId, holderName: stripBidiControls(holderName), score, testTitle, completedAt: completedAt.toISOString() };
}
