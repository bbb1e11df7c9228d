import { type Figure, figure, type Glyph, repeated, type Spot } from '../../../../shared/assessment/figures';
import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { figureItem, pick, splitLast } from './option-helpers';

const MATRIX = { columns: 3, blankLast: true } as const;
const MATRIX_PROMPT = 'Which figure completes the grid? Choose A, B, C, D or E.';

/** Item 6: each row keeps one shape and fill; across a row the count grows 1, 2, 3. */
const ROW_GLYPHS: readonly Glyph[] = [
  { shape: 'circle', fill: 'outline', size: 'medium' },
  { shape: 'square', fill: 'striped', size: 'medium' },
  { shape: 'triangle', fill: 'solid', size: 'medium' },
];
const [countCells, countAnswer] = splitLast(ROW_GLYPHS.flatMap((g) => [1, 2, 3].map((n) => repeated(g, n))));
const lastRow = pick(ROW_GLYPHS, 2);
const countParts = figureItem(
  countCells,
  MATRIX,
  countAnswer,
  [
    repeated(lastRow, 2),
    repeated({ ...lastRow, fill: 'striped' }, 3),
    repeated({ ...lastRow, shape: 'square' }, 3),
    repeated(lastRow, 4),
  ],
  3,
);
export const countMatrixSource = { cells: countCells, figures: countParts.figures };

export const countMatrixItem: QuestionDefinition = {
  key: 'iq-06-matrix',
  type: 'pattern',
  domain: 'fluid_reasoning',
  prompt: MATRIX_PROMPT,
  ...countParts.fields,
};

/**
 * Item 18: three Latin squares laid over each other. Shape, fill and count each take every value once
 * per row and once per column, each following its own diagonal, so no single attribute gives the others away.
 */
const SHAPES = ['circle', 'diamond', 'hexagon'] as const;
const FILLS = ['outline', 'striped', 'solid'] as const;
function latinCell(row: number, col: number): Figure {
  const glyph: Glyph = { shape: pick(SHAPES, (row + col) % 3), fill: pick(FILLS, (row + 2 * col) % 3) };
  return repeated(glyph, ((2 * row + col) % 3) + 1);
}
const [latinCells, latinAnswer] = splitLast([0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => latinCell(r, c))));
const latinGlyph = pick(latinAnswer.glyphs, 0);
const latinCount = latinAnswer.glyphs.length;
const otherShape = SHAPES.find((s) => s !== latinGlyph.shape) ?? 'circle';
const latinParts = figureItem(
  latinCells,
  MATRIX,
  latinAnswer,
  [
    repeated(latinGlyph, latinCount + 1),
    ...FILLS.filter((f) => f !== latinGlyph.fill).map((fill) => repeated({ ...latinGlyph, fill }, latinCount)),
    repeated({ ...latinGlyph, shape: otherShape }, latinCount),
  ],
  4,
);
export const latinMatrixSource = { cells: latinCells, figures: latinParts.figures };

export const latinMatrixItem: QuestionDefinition = {
  key: 'iq-18-latin-matrix',
  type: 'pattern',
  domain: 'visual_spatial',
  prompt: MATRIX_PROMPT,
  ...latinParts.fields,
};

/** Item 25: in each row the third box keeps the dots that appear in exactly one of the first two. */
const LINES = [0, 1, 2] as const;
/** Spot i is row floor(i / 3), column i % 3, reading like text. */
const SPOTS: readonly Spot[] = LINES.flatMap((row) => LINES.map((col) => ({ row, col })));
const dot = (spot: number): Glyph => ({ shape: 'circle', fill: 'solid', at: pick(SPOTS, spot) });
const dots = (spots: readonly number[]): Figure => figure(...[...spots].sort((a, b) => a - b).map(dot));
const ROW_PAIRS: readonly (readonly [number[], number[]])[] = [
  [[0, 1, 4], [1, 2, 7]],
  [[3, 4, 8], [0, 4, 5]],
  [[2, 4, 6], [1, 4, 6, 8]],
];
const only = (a: readonly number[], b: readonly number[]): number[] => a.filter((x) => !b.includes(x));
const overlay = (a: readonly number[], b: readonly number[]): number[] => [...only(a, b), ...only(b, a)];
const [overlayCells, overlayAnswer] = splitLast(
  ROW_PAIRS.flatMap(([a, b]) => [dots(a), dots(b), dots(overlay(a, b))]),
);
const [lastA, lastB] = pick(ROW_PAIRS, 2);
const overlaySpots = overlay(lastA, lastB);
const overlayParts = figureItem(
  overlayCells,
  MATRIX,
  overlayAnswer,
  [
    dots([...new Set([...lastA, ...lastB])]),
    dots(lastA.filter((x) => lastB.includes(x))),
    dots([...overlaySpots, only([0, 1, 2, 3, 4, 5, 6, 7, 8], [...lastA, ...lastB]).at(0) ?? 0]),
    dots(overlaySpots.slice(0, -1)),
  ],
  2,
);
export const overlayMatrixSource = { cells: overlayCells, figures: overlayParts.figures };

export const overlayMatrixItem: QuestionDefinition = {
  key: 'iq-25-overlay-matrix',
  type: 'pattern',
  domain: 'fluid_reasoning',
  prompt: MATRIX_PROMPT,
  ...overlayParts.fields,
};
