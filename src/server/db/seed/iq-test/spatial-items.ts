import {
  type Figure,
  figure,
  mirrorLeftRight,
  mirrorTopBottom,
  repeated,
  rotateQuarterTurns,
} from '../../../../shared/assessment/figures';
import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { ascendingNumbers, figureItem, listedIn, pick, splitLast } from './option-helpers';

/** Item 8: the arrow turns 45 degrees clockwise each step while its fill alternates. */
const STEP_DEGREES = 45;
const arrowAt = (rotation: number, solid: boolean): Figure =>
  repeated({ shape: 'arrow', rotation, fill: solid ? 'solid' : 'outline' }, 1);
const turning = (step: number): Figure => arrowAt(step * STEP_DEGREES, step % 2 === 1);
const [turningCells, turningAnswer] = splitLast([0, 1, 2, 3, 4].map(turning));
const nextTurn = 4 * STEP_DEGREES;
const turningParts = figureItem(
  turningCells,
  { blankLast: true },
  turningAnswer,
  [
    arrowAt(nextTurn, true),
    arrowAt(nextTurn + STEP_DEGREES, false),
    arrowAt(nextTurn - STEP_DEGREES, false),
    arrowAt(nextTurn + 2 * STEP_DEGREES, false),
  ],
  0,
);
export const turningArrowSource = { cells: turningCells, figures: turningParts.figures };

export const turningArrowItem: QuestionDefinition = {
  key: 'iq-08-turning-arrow',
  type: 'spatial',
  domain: 'visual_spatial',
  prompt: 'Which figure comes next in the row? Choose A, B, C, D or E.',
  ...turningParts.fields,
};

/** Item 14: headings in degrees clockwise from north; the key is the heading after all turns. */
const COMPASS = ['North', 'North-east', 'East', 'South-east', 'South', 'South-west', 'West', 'North-west'];
const TURNS: readonly { text: string; degrees: number }[] = [
  { text: 'turn 90° to your right', degrees: 90 },
  { text: 'turn 45° to your right', degrees: 45 },
  { text: 'turn around (180°)', degrees: 180 },
  { text: 'turn 90° to your left', degrees: -90 },
];
const headingName = (degrees: number): string => pick(COMPASS, (((degrees % 360) + 360) % 360) / 45);
const finalHeading = TURNS.reduce((heading, turn) => heading + turn.degrees, 0);

export const compassTurnsItem: QuestionDefinition = {
  key: 'iq-14-compass-turns',
  type: 'spatial',
  domain: 'visual_spatial',
  prompt: `You are facing north. You ${TURNS.map((t) => t.text).join(', then ')}. Which direction are you facing now?`,
  // Listed clockwise from north, like a compass card; distractors are the answer turned by 90, 180, 270 and -45.
  ...listedIn(
    COMPASS,
    headingName(finalHeading),
    [90, 180, 270, -45].map((offset) => headingName(finalHeading + offset)),
  ),
};

/** Item 20: reflection in a vertical mirror, against rotations and the other reflection. */
const mirrorSubject = figure(
  { shape: 'arrow', rotation: 90, fill: 'solid', at: { row: 0, col: 0 } },
  { shape: 'circle', fill: 'striped', at: { row: 2, col: 0 } },
  { shape: 'triangle', fill: 'outline', at: { row: 1, col: 2 } },
);
const mirrored = mirrorLeftRight(mirrorSubject);
// The classic slip: the parts change sides but the arrow keeps its direction.
const sidesOnly = figure(...mirrored.glyphs.map((g) => (g.shape === 'arrow' ? { ...g, rotation: 90 } : g)));
const mirrorParts = figureItem(
  [mirrorSubject],
  {},
  mirrored,
  [
    rotateQuarterTurns(mirrorSubject, 2),
    mirrorTopBottom(mirrorSubject),
    rotateQuarterTurns(mirrorSubject, 1),
    sidesOnly,
  ],
  1,
);
export const mirrorSource = { subject: mirrorSubject, figures: mirrorParts.figures };

export const mirrorItem: QuestionDefinition = {
  key: 'iq-20-mirror',
  type: 'spatial',
  domain: 'visual_spatial',
  prompt:
    'Imagine a mirror standing upright along the right edge of the box. ' +
    'Which option shows the reflection of the box in that mirror (left and right swapped)?',
  ...mirrorParts.fields,
};

/** Item 26: the hour hand moves half a degree per minute, the minute hand six degrees. */
const CLOCK = { hours: 7, minutes: 20 };
const handGap = Math.abs((CLOCK.hours % 12) * 30 + CLOCK.minutes * 0.5 - CLOCK.minutes * 6);
const smallerAngle = Math.min(handGap, 360 - handGap);

export const clockAngleItem: QuestionDefinition = {
  key: 'iq-26-clock-angle',
  type: 'spatial',
  domain: 'visual_spatial',
  prompt:
    `An analog clock shows ${CLOCK.hours}:${String(CLOCK.minutes).padStart(2, '0')}. ` +
    'What is the smaller angle between the hour hand and the minute hand?',
  ...ascendingNumbers(smallerAngle, [smallerAngle - 40, smallerAngle - 30, smallerAngle - 20, smallerAngle - 10], '°'),
};
