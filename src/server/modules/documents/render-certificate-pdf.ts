import { stripBidiControls } from '../../../shared/text/strip-bidi-controls';
import { fill, type PDFOperator, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingColor } from 'pdf-lib';
import QRCode from 'qrcode';
import { iqBand } from '../../../shared/assessment/iq-bands';
import type { Certificate } from '../../../shared/schemas/results';
import { ACCENT, INK, MUTED } from './pdf-flow';
import { SITE_NAME, longDate, newPdf } from './pdf-document';
import { drawCentered, drawLine, fittedSize } from './pdf-text';

/** A4 landscape in PDF points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const GOLD = rgb(0.72, 0.56, 0.18);
const QR_SIZE = 104;

/**
 * The verify address as a QR code, drawn as vector squares (sharp at any zoom, no image to embed). Dark modules in a
 * row are merged into one rectangle and all of them are filled at once: one `re` operator per run instead of
 * drawRectangle's dozen operators per square, which made the QR code most of the certificate's render time.
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  const runs: PDFOperator[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let runStart = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && runStart < 0) runStart = col;
      if (!dark && runStart >= 0) {
        runs.push(rectangle(x + runStart * cell, y + size - (row + 1) * cell, (col - runStart) * cell, cell));
        runStart = -1;
      }
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingColor(INK), ...runs, fill(), popGraphicsState());
}

/** The IQ certificate of one result: A4 landscape, with the certificate id, its verify address and a QR code of it. */
export async function renderCertificatePdf(certificate: Certificate): Promise<Uint8Array> {
  const { doc, fonts } = await newPdf(`IQ Certificate ${certificate.certificateId}`);
  // Direction controls could make the printed name read as another; certificates issued before names were cleaned.
  const holderName = stripBidiControls(certificate.holderName);
  doc.setSubject(`${certificate.testTitle} certificate of ${holderName}`);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const centerX = WIDTH / 2;
  const textWidth = WIDTH - 200;

  page.drawRectangle({ x: 20, y: 20, width: WIDTH - 40, height: HEIGHT - 40, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 30, y: 30, width: WIDTH - 60, height: HEIGHT - 60, borderColor: GOLD, borderWidth: 1 });

  drawCentered(page, fonts.bold, SITE_NAME.toUpperCase(), { centerX, maxWidth: textWidth, y: 518, size: 11, color: MUTED });
  drawCentered(page, fonts.bold, 'Certificate of Achievement', { centerX, maxWidth: textWidth, y: 468, size: 34, color: ACCENT });
  drawCentered(page, fonts.regular, 'This certifies that', { centerX, maxWidth: textWidth, y: 424, size: 13, color: MUTED });
  drawCentered(page, fonts.bold, holderName, { centerX, maxWidth: textWidth, y: 380, size: 30, color: INK });
  page.drawLine({ start: { x: centerX - 220, y: 368 }, end: { x: centerX + 220, y: 368 }, thickness: 0.75, color: GOLD });
  drawCentered(page, fonts.regular, `has completed the ${certificate.testTitle} with an IQ score of`, {
    centerX,
    maxWidth: textWidth,
    y: 336,
    size: 13,
    color: INK,
  });
  drawCentered(page, fonts.bold, String(certificate.score), { centerX, maxWidth: textWidth, y: 272, size: 56, color: ACCENT });
  drawCentered(page, fonts.regular, iqBand(certificate.score), { centerX, maxWidth: textWidth, y: 246, size: 13, color: MUTED });

  const left = 80;
  const qrX = WIDTH - 80 - QR_SIZE;
  const small = { size: 9, color: MUTED };
  drawLine(page, fonts.regular, 'Date of completion', { x: left, y: 170, ...small });
  drawLine(page, fonts.bold, longDate(certificate.completedAt), { x: left, y: 152, size: 13, color: INK });
  drawLine(page, fonts.regular, 'Certificate ID', { x: left, y: 124, ...small });
  drawLine(page, fonts.bold, certificate.certificateId, { x: left, y: 106, size: 13, color: INK });
  const verify = `Verify at ${certificate.verifyUrl}`;
  const verifySize = fittedSize(fonts.regular, verify, 10, qrX - left - 24, 5);
  drawLine(page, fonts.regular, verify, { x: left, y: 72, size: verifySize, color: INK });

  drawQrCode(page, certificate.verifyUrl, qrX, 64, QR_SIZE);
  drawCentered(page, fonts.regular, 'Scan to verify', { centerX: qrX + QR_SIZE / 2, maxWidth: QR_SIZE, y: 46, size: 8, color: MUTED });
  return doc.save();
}
