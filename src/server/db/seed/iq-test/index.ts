import type { QuestionDefinition, TestDefinition } from '../../../../shared/assessment/question-definition';
import { demographicItems } from './demographic-items';
import {
  letterCodeItem,
  letterNumberItem,
  mentalArithmeticItem,
  reverseDigitsItem,
  sortedDigitItem,
} from './memory-items';
import { conditionalItem, familyItem, letterSeriesItem, syllogismItem } from './logic-items';
import { countMatrixItem, latinMatrixItem, overlayMatrixItem } from './matrix-items';
import { identicalPairsItem, interleavedSeriesItem, largestNumberItem, numberSeriesItem } from './numerical-items';
import { growingSequenceItem, starCountItem } from './pattern-items';
import { clockAngleItem, compassTurnsItem, mirrorItem, turningArrowItem } from './spatial-items';
import { analogyItem, antonymItem, letterCountItem, oddWordItem, synonymItem } from './verbal-items';

/** Items 1-27 in order of growing difficulty; spec §2 requires item 6 to be a figure item with both images. */
const scoredItems: QuestionDefinition[] = [
  analogyItem,
  letterCountItem,
  numberSeriesItem,
  reverseDigitsItem,
  oddWordItem,
  countMatrixItem,
  largestNumberItem,
  turningArrowItem,
  mentalArithmeticItem,
  growingSequenceItem,
  synonymItem,
  conditionalItem,
  starCountItem,
  compassTurnsItem,
  letterSeriesItem,
  identicalPairsItem,
  sortedDigitItem,
  latinMatrixItem,
  syllogismItem,
  mirrorItem,
  letterNumberItem,
  antonymItem,
  letterCodeItem,
  familyItem,
  overlayMatrixItem,
  clockAngleItem,
  interleavedSeriesItem,
];

export const iqTestDefinition: TestDefinition = {
  slug: 'iq-classic',
  title: 'IQ Test',
  description:
    'A timed 15-minute test of verbal, numerical, pattern, spatial, logical and memory skills, ' +
    'with 27 scored questions of growing difficulty.',
  testType: 'iq',
  timeLimitMinutes: 15,
  questions: [...scoredItems, ...demographicItems],
};
