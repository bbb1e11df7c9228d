import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser } from '../../test-support/accounts';
import type { createTestApp } from '../../test-support/create-test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface PdfContent {
  pages: number;
  /** Every page's text items but the footers, joined by single spaces, so a sentence wrapped across pages reads as one. */
  text: string;
  /** Each page's 'Page n of N' footer. */
  footers: string[];
}

const FOOTER = / · Page \d+ of \d+$/;

/** Opens `bytes` with pdf.js, as a viewer would, and reads its text (tests only). */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  const footers: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      const str = 'str' in item ? item.str.trim() : '';
      if (FOOTER.test(str)) footers.push(str);
      else if (str) parts.push(str);
    }
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: oneLine(parts.join(' ')), footers };
}

/** `text` with its whitespace collapsed, to look for in a PdfContent's text. */
export function oneLine(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** GET `path` with `b`'s cookies, keeping the body as bytes (the test browser reads bodies as text). */
export async function download(t: TestApp, b: Browser | null, path: string) {
  const res = await t.app.request(path, { headers: b?.cookie ? { cookie: b.cookie } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const isJson = res.headers.get('content-type')?.includes('application/json');
  return { status: res.status, headers: res.headers, bytes, json: isJson ? JSON.parse(new TextDecoder().decode(bytes)) : null };
}
