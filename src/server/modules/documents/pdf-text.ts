import type { PDFPage, RGB } from 'pdf-lib';
import type { PdfFont } from './pdf-fonts';

/** Measuring and placing text: wrapping to a width, shrinking a line to fit, centring. */

/** The width of `text` as drawn (after the font's '?' replacement). */
export function textWidth(font: PdfFont, text: string, size: number): number {
  return font.widthOf(font.printable(text), size);
}

/** The largest size up to `size` (and not below `minSize`) at which `text` fits in `maxWidth`. */
export function fittedSize(font: PdfFont, text: string, size: number, maxWidth: number, minSize = 6): number {
  const width = textWidth(font, text, size);
  if (width <= maxWidth) return size;
  return Math.max(minSize, Math.floor(((size * maxWidth) / width) * 10) / 10);
}

/** Splits a word wider than the line into pieces that fit (a long e-mail address or a name without spaces). */
function splitLongWord(font: PdfFont, word: string, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(font, piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * `text` broken into lines no wider than `maxWidth`, at spaces where possible. Words are measured one by one (a line's
 * width is the sum of its words and spaces, kerning across a space being negligible): measuring every candidate line
 * whole made a long report's layout quadratic.
 */
export function wrapText(font: PdfFont, text: string, size: number, maxWidth: number): string[] {
  const space = textWidth(font, ' ', size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = textWidth(font, word, size);
      if (line && lineWidth + space + wordWidth <= maxWidth) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= maxWidth) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      const pieces = splitLongWord(font, word, size, maxWidth);
      line = pieces.pop() ?? '';
      lineWidth = textWidth(font, line, size);
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  color: RGB;
}

/** Draws one line; every string reaching a page goes through here, so no character can break the document. */
export function drawLine(page: PDFPage, font: PdfFont, text: string, { x, y, size, color }: DrawTextOptions): void {
  page.drawText(font.printable(text), { x, y, size, font: font.font, color });
}

/** Draws one line centred on `centerX`, shrunk to fit `maxWidth`. */
export function drawCentered(page: PDFPage, font: PdfFont, text: string, options: Omit<DrawTextOptions, 'x'> & { centerX: number; maxWidth: number }) {
  const size = fittedSize(font, text, options.size, options.maxWidth);
  const x = options.centerX - textWidth(font, text, size) / 2;
  drawLine(page, font, text, { x, y: options.y, size, color: options.color });
}
