import { CELL, type Figure, GAP, OPTION_LABELS, PAD } from './figure-types';
import { cellSvg, labelText } from './render-cell';
import { escapeXml } from './svg-format';
import { svgDocument, usesStripes } from './svg-document';

export interface SequenceLayout {
  /** Append a '?' cell for the missing answer after the given cells. */
  blankLast?: boolean;
  /** Cells per row; default all in one row (use 3 for a 3x3 matrix). */
  columns?: number;
}

const LABEL_SPACE = 30;

/**
 * The question figure: a row of cells, or a grid when `columns` is set. A null cell, or the appended
 * cell of `blankLast`, is drawn as a dashed '?' box.
 */
export function renderSequenceSvg(cells: readonly (Figure | null)[], layout: SequenceLayout = {}): string {
  const all = layout.blankLast ? [...cells, null] : [...cells];
  if (all.length === 0) throw new Error('a sequence needs at least one cell');
  const columns = Math.max(1, Math.min(layout.columns ?? all.length, all.length));
  const rows = Math.ceil(all.length / columns);
  const body = all
    .map((cell, i) => cellSvg(cell, PAD + (i % columns) * (CELL + GAP), PAD + Math.floor(i / columns) * (CELL + GAP)))
    .join('');
  const width = 2 * PAD + columns * CELL + (columns - 1) * GAP;
  const height = 2 * PAD + rows * CELL + (rows - 1) * GAP;
  return svgDocument(width, height, body, usesStripes(all));
}

/** The answer figures in one row, each labelled underneath with its option letter (A-E by default). */
export function renderOptionsSvg(figures: readonly Figure[], labels: readonly string[] = OPTION_LABELS): string {
  if (figures.length === 0) throw new Error('options need at least one figure');
  if (labels.length < figures.length) throw new Error('every option figure needs a label');
  const body = figures
    .map((fig, i) => {
      const x = PAD + i * (CELL + GAP);
      const label = escapeXml(labels[i] ?? '');
      return cellSvg(fig, x, PAD) + labelText(label, x + CELL / 2, PAD + CELL + 24, 20);
    })
    .join('');
  const width = 2 * PAD + figures.length * CELL + (figures.length - 1) * GAP;
  return svgDocument(width, 2 * PAD + CELL + LABEL_SPACE, body, usesStripes(figures));
}
