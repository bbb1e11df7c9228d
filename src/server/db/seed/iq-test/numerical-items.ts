import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { ascendingNumbers } from './option-helpers';

/** Item 3: an arithmetic series; the answer is the rule's next term. */
const arithmetic = (n: number): number => 3 + 4 * n;
const arithmeticShown = [0, 1, 2, 3, 4].map(arithmetic);
const arithmeticNext = arithmetic(arithmeticShown.length);

export const numberSeriesItem: QuestionDefinition = {
  key: 'iq-03-number-series',
  type: 'numerical',
  domain: 'fluid_reasoning',
  prompt: `What number comes next in the series: ${arithmeticShown.join(', ')}, ?`,
  ...ascendingNumbers(arithmeticNext, [arithmeticNext - 4, arithmeticNext - 2, arithmeticNext - 1, arithmeticNext + 4]),
};

/** Item 7: decimals with misleading lengths; the key is whichever value is really largest. */
const DECIMALS = ['0.61', '0.607', '0.67', '0.076', '0.7'];
const largest = DECIMALS.reduce((best, d) => (Number(d) > Number(best) ? d : best));

export const largestNumberItem: QuestionDefinition = {
  key: 'iq-07-largest-number',
  type: 'numerical',
  domain: 'processing_speed',
  prompt: 'Which of these numbers is the largest?',
  options: DECIMALS,
  correctAnswer: DECIMALS.indexOf(largest),
};

/** Item 16: pairs where a few differ by two swapped digits; the key is the count of exact matches. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['48213', '48213'],
  ['90715', '90751'],
  ['33806', '33806'],
  ['61472', '61427'],
  ['75590', '75590'],
  ['28064', '28604'],
  ['51937', '51937'],
];
const samePairs = PAIRS.filter(([a, b]) => a === b).length;

export const identicalPairsItem: QuestionDefinition = {
  key: 'iq-16-identical-pairs',
  type: 'numerical',
  domain: 'processing_speed',
  prompt: `How many of these pairs are exactly identical? ${PAIRS.map(([a, b]) => `${a} – ${b}`).join(', ')}`,
  ...ascendingNumbers(samePairs, [samePairs + 1, samePairs + 2, samePairs + 3, samePairs + 4]),
};

/** Item 27: two series interleaved (doubling on odd places, counting down by 2 on even places). */
const doubling = (k: number): number => 4 * 2 ** k;
const countdown = (k: number): number => 9 - 2 * k;
const interleaved = (i: number): number => (i % 2 === 0 ? doubling(i / 2) : countdown((i - 1) / 2));
const interleavedShown = Array.from({ length: 7 }, (_, i) => interleaved(i));
const interleavedNext = interleaved(interleavedShown.length);

export const interleavedSeriesItem: QuestionDefinition = {
  key: 'iq-27-interleaved-series',
  type: 'numerical',
  domain: 'fluid_reasoning',
  prompt: `What number comes next in the series: ${interleavedShown.join(', ')}, ?`,
  // 64 is the lure of continuing the doubling series out of turn.
  ...ascendingNumbers(interleavedNext, [interleavedNext - 2, interleavedNext + 2, doubling(4) - 16, doubling(4)]),
};
