import { and, eq } from 'drizzle-orm';
import { stripBidiControls } from '../../../shared/text/strip-bidi-controls';
import { verifyPath } from '../../../shared/app-paths';
import type { Certificate } from '../../../shared/schemas/results';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { certificates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hitRateLimit } from '../../lib/rate-limit';
import { newCertificateId } from './certificate-id';
import { findOwnResult } from './find-own-result';
import { currentHolderName } from './holder-name';
import { requireUnlockedResults } from './result-access';

type CertificateRow = typeof certificates.$inferSelect;

/**
 * New certificate rows per user and hour. Each rename issues a new one, and every id stays public for good, so a
 * script renaming in a loop must not mint ids without end; reading a certificate already issued is never counted.
 */
export const NEW_CERTIFICATES_PER_HOUR = 30;

/**
 * POST /api/results/:resultId/certificate: the certificate of one of the user's unlocked results under the name they
 * carry now. One per (result, holder name): asking again returns the same id, a rename issues a new one and the old
 * id goes on verifying what it showed. Two requests at once both answer the one row the unique index lets in.
 * Throws RESULT_NOT_FOUND (not the user's, or unknown), RESULT_LOCKED and RATE_LIMITED (only when a new row is due).
 */
export async function issueCertificate(deps: AppDeps, user: SessionUser, resultId: string): Promise<Certificate> {
  const { db, clock } = deps;
  const result = await findOwnResult(db, user.id, resultId);
  await requireUnlockedResults(db, user.id);
  const holderName = await currentHolderName(db, user);
  const existing = () =>
    db
      .select()
      .from(certificates)
      .where(and(eq(certificates.resultId, result.id), eq(certificates.holderName, holderName)))
      .limit(1);

  let [row] = await existing();
  if (!row) {
    await hitRateLimit(db, { name: 'certificate-issue', limit: NEW_CERTIFICATES_PER_HOUR, windowSeconds: 3600 }, user.id, clock.now());
    await db
      .insert(certificates)
      .values({
        id: newCertificateId(),
        resultId: result.id,
        userId: user.id,
        holderName,
        score: result.iqScore,
        testTitle: result.testTitle,
        completedAt: result.completedAt,
        issuedAt: clock.now(),
      })
      .onConflictDoNothing({ target: [certificates.resultId, certificates.holderName] });
    [row] = await existing();
  }
  if (!row) throw new AppError('INTERNAL', 'The certificate could not be issued');
  return toCertificate(row, deps.authSettings.publicUrl);
}

function toCertificate(row: CertificateRow, publicUrl: string): Certificate {
  return {
    certificateId: row.id,
    holderName: stripBidiControls(row.holderName),
    score: row.score,
    testTitle: row.testTitle,
    completedAt: row.completedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    verifyUrl: `${publicUrl.replace(/\/+$/, '')}${verifyPath(row.id)}`,
  };
}
