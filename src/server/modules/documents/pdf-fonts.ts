import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu Sans for every PDF: the standard 14 PDF fonts only know WinAnsi, and a holder may be 'Željka', 'Ωmega' or
 * 'Дмитрий'. The files are read once per process; each document embeds only the glyphs it draws (subset).
 */

/** A font embedded in one document, with the filter that keeps its text drawable. */
export interface PdfFont {
  font: PDFFont;
  /** `text` with every character the font cannot draw replaced by '?', so no name can break a document. */
  printable(text: string): string;
  /** The width of already printable `text` at `size`, as pdf-lib measures it (the sum of the glyphs' advances). */
  widthOf(printableText: string, size: number): number;
}

export interface PdfFonts {
  regular: PdfFont;
  bold: PdfFont;
}

interface LoadedFace {
  bytes: Uint8Array;
  /** The parsed font, shared by every document (see embedFonts). */
  face: Font;
}

/**
 * Ligatures off: 'fi' stays two glyphs, so the text copied or searched in a viewer is the text we wrote. Kerning and
 * mark positioning off: pdf-lib draws glyph advances only, so computing positions was time spent for nothing.
 */
const FEATURES = { liga: false, kern: false, mark: false, mkmk: false };

const FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

let loading: Promise<{ regular: LoadedFace; bold: LoadedFace }> | undefined;

/** The package's ttf folder, found through Node's resolver: the server bundle keeps node_modules external. */
function fontDirectory(): string {
  const packageJson = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
  return path.join(path.dirname(packageJson), 'ttf');
}

async function loadFace(file: string): Promise<LoadedFace> {
  const bytes = new Uint8Array(await readFile(path.join(fontDirectory(), file)));
  const face = fontkit.create(bytes);
  // fontkit caches a glyph with the characters it was first asked for, and a document's subset asks for the parts of
  // composite glyphs with none (Cyrillic 'р' is drawn from Latin 'p'). On a face shared by documents, a later 'p'
  // would then carry no character and copy out of the PDF as garbage. Asking for every character's glyph once, up
  // front, gives each glyph its character before any subset runs.
  for (const codePoint of face.characterSet) face.glyphForCodePoint(codePoint);
  return { bytes, face };
}

function loadFaces() {
  if (!loading) {
    loading = Promise.all([loadFace(FILES.regular), loadFace(FILES.bold)]).then(([regular, bold]) => ({ regular, bold }));
    // A failed read (a broken install) is not kept, so the next request tries again and reports its own error.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Line breaks and tabs would draw as boxes: a space instead. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Invisible format characters (bidi overrides, zero-width joiners, soft hyphens) would draw as boxes: dropped. */
const FORMAT = /\p{Cf}/u;

/**
 * Shaping a string with fontkit is the slowest step of a document, and wrapping a report measures the same words
 * many times: widths are kept for the document's lifetime (at size 1, a width being proportional to the size). Kept
 * per document, so no holder's name outlives the request that drew it.
 */
function widthWith({ face }: LoadedFace) {
  const widths = new Map<string, number>();
  return (printableText: string, size: number): number => {
    let units = widths.get(printableText);
    if (units === undefined) {
      units = face.layout(printableText, FEATURES).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / face.unitsPerEm;
      widths.set(printableText, units);
    }
    return units * size;
  };
}

function printableWith({ face }: LoadedFace) {
  return (text: string): string => {
    let out = '';
    for (const char of text.normalize('NFC')) {
      if (CONTROL.test(char)) out += ' ';
      else if (!FORMAT.test(char)) out += face.hasGlyphForCodePoint(char.codePointAt(0)!) ? char : '?';
    }
    return out;
  };
}

/** Embeds DejaVu Sans and DejaVu Sans Bold into `doc`. */
export async function embedFonts(doc: PDFDocument): Promise<PdfFonts> {
  const faces = await loadFaces();
  // pdf-lib parses the font file again for every document, and fontkit then reads its tables lazily: about 100 ms
  // per font and document. Handing it the fonts parsed once makes a document about five times faster; the subset
  // a document embeds is still its own (font.createSubset() per embedding).
  doc.registerFontkit({
    create: (bytes: Uint8Array) => [faces.regular, faces.bold].find((loaded) => loaded.bytes === bytes)?.face ?? fontkit.create(bytes),
  });
  const options = { subset: true, features: FEATURES };
  const [regular, bold] = await Promise.all([doc.embedFont(faces.regular.bytes, options), doc.embedFont(faces.bold.bytes, options)]);
  return {
    regular: { font: regular, printable: printableWith(faces.regular), widthOf: widthWith(faces.regular) },
    bold: { font: bold, printable: printableWith(faces.bold), widthOf: widthWith(faces.bold) },
  };
}
