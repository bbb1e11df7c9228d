import {
  describeSequence,
  type Fill,
  figure,
  type Figure,
  type Glyph,
  renderSequenceSvg,
  repeated,
  type Shape,
} from '../../../../shared/assessment/figures';
import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { ascendingNumbers, figureItem, pick, splitLast } from './option-helpers';

/** Item 10: one more circle each step while the fill cycles outlined, striped, solid. */
const CYCLE: readonly Fill[] = ['outline', 'striped', 'solid'];
const growing = (step: number): Figure =>
  repeated({ shape: 'circle', fill: pick(CYCLE, step % CYCLE.length) }, step + 1);
const [growingCells, growingAnswer] = splitLast([0, 1, 2, 3, 4].map(growing));
const nextFill = pick(CYCLE, 4 % CYCLE.length);
const growingParts = figureItem(
  growingCells,
  { blankLast: true },
  growingAnswer,
  [
    ...CYCLE.filter((f) => f !== nextFill).map((fill) => repeated({ shape: 'circle', fill }, 5)),
    repeated({ shape: 'circle', fill: nextFill }, 4),
    repeated({ shape: 'circle', fill: nextFill }, 6),
  ],
  2,
);
export const growingSequenceSource = { cells: growingCells, figures: growingParts.figures };

export const growingSequenceItem: QuestionDefinition = {
  key: 'iq-10-growing-sequence',
  type: 'pattern',
  domain: 'fluid_reasoning',
  prompt: 'Which figure comes next in the row? Choose A, B, C, D or E.',
  ...growingParts.fields,
};

/**
 * Item 13: a scan for one shape among look-alikes. Each box is drawn as three text rows:
 * s star, x cross, d diamond, h hexagon, '.' empty; upper case is solid, lower case outlined.
 */
const BOXES: readonly (readonly string[])[] = [
  ['S.x', '.s.', 'h.S'],
  ['.d.', 's.S', '.X.'],
  ['s.S', '.h.', 'S.d'],
  ['X.s', '.d.', 's.x'],
];
const LETTER_SHAPES: Readonly<Record<string, Shape>> = { s: 'star', x: 'cross', d: 'diamond', h: 'hexagon' };
const LINES = [0, 1, 2] as const;
function box(rows: readonly string[]): Figure {
  return figure(
    ...LINES.flatMap((row) =>
      LINES.flatMap((col): Glyph[] => {
        const ch = pick(rows, row).charAt(col);
        const shape = LETTER_SHAPES[ch.toLowerCase()];
        return shape ? [{ shape, fill: ch === ch.toUpperCase() ? 'solid' : 'outline', at: { row, col } }] : [];
      }),
    ),
  );
}
const starCells = BOXES.map(box);
const starTotal = starCells.flatMap((cell) => cell.glyphs).filter((g) => g.shape === 'star').length;
export const starCountSource = { cells: starCells };

export const starCountItem: QuestionDefinition = {
  key: 'iq-13-star-count',
  type: 'pattern',
  domain: 'processing_speed',
  prompt: 'How many stars are there in the four boxes altogether? Count both outlined and solid stars.',
  ...ascendingNumbers(starTotal, [starTotal - 1, starTotal + 1, starTotal + 2, starTotal + 3]),
  sequenceImage: renderSequenceSvg(starCells),
  imageAlt: describeSequence(starCells),
};
