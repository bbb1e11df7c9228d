import { PDFDocument } from 'pdf-lib';
import { embedFonts, type PdfFonts } from './pdf-fonts';

/** The seller and author every document names. */
export const SITE_NAME = 'Official IQ Test Online';

/** A new document with its title and author set and the fonts embedded. */
export async function newPdf(title: string): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(SITE_NAME);
  doc.setCreator(SITE_NAME);
  doc.setLanguage('en');
  return { doc, fonts: await embedFonts(doc) };
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 10, 2026": dates in UTC, the one zone the server knows for every reader. */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

/** "2026-03-10", for file names. */
export function isoDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
