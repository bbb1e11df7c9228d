import { type PDFDocument, type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { PdfFont, PdfFonts } from './pdf-fonts';
import { drawLine, fittedSize, textWidth, wrapText } from './pdf-text';

/** A4 portrait in PDF points. */
export const A4_PORTRAIT: [number, number] = [595.28, 841.89];

export const INK = rgb(0.11, 0.13, 0.2);
export const MUTED = rgb(0.4, 0.43, 0.5);
export const ACCENT = rgb(0.15, 0.33, 0.82);
export const TRACK = rgb(0.9, 0.92, 0.95);

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  /** Space after the block, in points. */
  after?: number;
}

/**
 * Writes a document top to bottom on A4 pages, starting a new page whenever the next line or block would cross the
 * bottom margin, so a long report (many domains, a long growth plan) is never cut off.
 */
export class PdfFlow {
  page!: PDFPage;
  y = 0;
  readonly margin = 56;
  private readonly footerSpace = 28;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.newPage();
  }

  get left(): number {
    return this.margin;
  }

  get width(): number {
    return A4_PORTRAIT[0] - 2 * this.margin;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4_PORTRAIT);
    this.y = A4_PORTRAIT[1] - this.margin;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.margin + this.footerSpace) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Wrapped text; each line moves to a new page on its own when the page is full. */
  text(text: string, { size = 10, bold = false, color = INK, indent = 0, after = 4 }: TextOptions = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = size * 1.4;
    for (const line of wrapText(font, text, size, this.width - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      drawLine(this.page, font, line, { x: this.left + indent, y: this.y + size * 0.3, size, color });
    }
    this.y -= after;
  }

  /** A section heading, kept on the same page as the start of what follows (a bar, or a title and two lines). */
  heading(text: string, size = 14): void {
    this.ensure(size * 1.4 + 70);
    this.space(8);
    this.text(text, { size, bold: true, after: 6 });
  }

  /** A label on the left and its value on the right of one line. */
  row(label: string, value: string, { size = 10, bold = false }: { size?: number; bold?: boolean } = {}): void {
    const valueFont = bold ? this.fonts.bold : this.fonts.regular;
    const maxValueWidth = this.width * 0.6;
    const valueSize = fittedSize(valueFont, value, size, maxValueWidth);
    const lineHeight = size * 1.6;
    this.ensure(lineHeight);
    this.y -= lineHeight;
    const baseline = this.y + size * 0.4;
    drawLine(this.page, this.fonts.regular, label, { x: this.left, y: baseline, size, color: MUTED });
    if (textWidth(valueFont, value, valueSize) > maxValueWidth) {
      // Too long to share the line even when shrunk (a very long e-mail address): wrapped on lines of its own.
      this.text(value, { size, bold, after: 2 });
      return;
    }
    const x = this.left + this.width - textWidth(valueFont, value, valueSize);
    drawLine(this.page, valueFont, value, { x, y: baseline, size: valueSize, color: INK });
  }

  /** A labelled horizontal bar filled to `percent` (0-100), with its reading on the right. */
  bar(label: string, reading: string, percent: number): void {
    const size = 10;
    const barHeight = 9;
    this.ensure(size * 1.5 + barHeight + 10);
    this.y -= size * 1.5;
    drawLine(this.page, this.fonts.regular, label, { x: this.left, y: this.y, size, color: INK });
    drawLine(this.page, this.fonts.bold, reading, {
      x: this.left + this.width - textWidth(this.fonts.bold, reading, size),
      y: this.y,
      size,
      color: INK,
    });
    this.y -= barHeight + 5;
    this.page.drawRectangle({ x: this.left, y: this.y, width: this.width, height: barHeight, color: TRACK });
    const filled = (this.width * Math.max(0, Math.min(100, percent))) / 100;
    if (filled > 0) this.page.drawRectangle({ x: this.left, y: this.y, width: filled, height: barHeight, color: ACCENT });
    this.y -= 6;
  }

  /** A thin line across the text width. */
  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.left + this.width, y: this.y }, thickness: 0.5, color: TRACK });
    this.y -= 6;
  }

  /** Writes `label · Page n of N` at the foot of every page; call once, after the last block. */
  finish(label: string): void {
    const pages = this.doc.getPages();
    const font: PdfFont = this.fonts.regular;
    pages.forEach((page, index) => {
      const text = `${label} · Page ${index + 1} of ${pages.length}`;
      const size = 8;
      drawLine(page, font, text, { x: this.left + this.width - textWidth(font, text, size), y: this.margin - 20, size, color: MUTED });
    });
  }
}
