import { paymentStatusLabel } from '../../../shared/payments/payment-status';
import { formatCents } from '../../../shared/payments/products';
import type { Receipt } from './get-receipt';
import { longDate, newPdf, SITE_NAME } from './pdf-document';
import { MUTED, PdfFlow } from './pdf-flow';

/** The receipt of one payment: seller, buyer, what was paid for, how much, and what was refunded. */
export async function renderReceiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const { doc, fonts } = await newPdf(`Receipt ${receipt.paymentId}`);
  const flow = new PdfFlow(doc, fonts);

  flow.text(SITE_NAME, { size: 16, bold: true, after: 2 });
  flow.text('Receipt', { size: 26, bold: true, after: 14 });

  flow.row('Billed to', receipt.buyerEmail);
  flow.row('Date', longDate(receipt.createdAt));
  flow.row('Payment ID', receipt.paymentId);
  flow.row('Payment reference', receipt.providerPaymentId);
  flow.row('Status', paymentStatusLabel(receipt.status));
  flow.rule();
  flow.row(receipt.description, formatCents(receipt.amountCents, receipt.currency));
  if (receipt.refundedCents > 0) {
    flow.row('Refunded', `−${formatCents(receipt.refundedCents, receipt.currency)}`);
    flow.row('Net paid', formatCents(receipt.amountCents - receipt.refundedCents, receipt.currency), { bold: true });
  } else {
    flow.row(receipt.status === 'completed' ? 'Total paid' : 'Amount', formatCents(receipt.amountCents, receipt.currency), { bold: true });
  }
  flow.rule();
  flow.space(8);
  flow.text(`Sold by ${SITE_NAME}. Amounts in ${receipt.currency.toUpperCase()}.`, { size: 9, color: MUTED });

  flow.finish(`${SITE_NAME} · Receipt`);
  return doc.save();
}
