import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { paths } from '../../../shared/app-paths';
import { UuidSchema } from '../../../shared/schemas/common';
import { ResultParamsSchema } from '../../../shared/schemas/results';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../auth/session';
import { getReport } from '../results/get-report';
import { issueCertificate } from '../results/issue-certificate';
import { getReceipt } from './get-receipt';
import { isoDay } from './pdf-document';
import { renderCertificatePdf } from './render-certificate-pdf';
import { renderReceiptPdf } from './render-receipt-pdf';
import { renderReportPdf } from './render-report-pdf';

const ReceiptParamsSchema = z.object({ paymentId: UuidSchema });

/** A PDF download: personal data, so never kept by a shared cache or the browser's. */
function pdfAttachment(c: Context<AppEnv>, bytes: Uint8Array, filename: string) {
  // pdf-lib types its bytes over any ArrayBufferLike; the response wants a plain ArrayBuffer view (a cheap copy).
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });
}

/**
 * GET /api/results/:resultId/certificate.pdf and /report.pdf: the user's own unlocked result as documents. The results
 * services answer another user's id like an unknown one (404 RESULT_NOT_FOUND) and a locked result with 402.
 */
export const resultDocumentsRoutes = new Hono<AppEnv>()
  .get('/:resultId/certificate.pdf', requireUser, validate('param', ResultParamsSchema), async (c) => {
    // Issuing is get-or-create, so downloading the PDF first gives the same id the page shows later.
    const certificate = await issueCertificate(c.get('deps'), signedInUser(c), c.req.valid('param').resultId);
    return pdfAttachment(c, await renderCertificatePdf(certificate), `iq-certificate-${certificate.certificateId}.pdf`);
  })
  .get('/:resultId/report.pdf', requireUser, validate('param', ResultParamsSchema), async (c) => {
    const deps = c.get('deps');
    const report = await getReport(deps, signedInUser(c), c.req.valid('param').resultId);
    const addSectionsUrl = `${deps.authSettings.publicUrl.replace(/\/+$/, '')}${paths.profileReport}`;
    const bytes = await renderReportPdf({ report, addSectionsUrl });
    return pdfAttachment(c, bytes, `iq-report-${isoDay(report.result.completedAt)}.pdf`);
  });

/** GET /api/receipts/:paymentId: the receipt of one of the user's own payments; anyone else's is 404 PAYMENT_NOT_FOUND. */
export const receiptRoutes = new Hono<AppEnv>().get('/:paymentId', requireUser, validate('param', ReceiptParamsSchema), async (c) => {
  const receipt = await getReceipt(c.get('deps').db, signedInUser(c), c.req.valid('param').paymentId);
  return pdfAttachment(c, await renderReceiptPdf(receipt), `receipt-${isoDay(receipt.createdAt)}-${receipt.paymentId.slice(0, 8)}.pdf`);
});
