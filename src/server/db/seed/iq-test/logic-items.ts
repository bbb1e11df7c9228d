import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { alphabetical, keyAt } from './option-helpers';

export const conditionalItem: QuestionDefinition = {
  key: 'iq-12-conditional',
  type: 'logical',
  domain: 'fluid_reasoning',
  prompt: 'If the river freezes, the ferry stops running. Today the ferry is running. What follows?',
  ...keyAt(
    'The river has not frozen.',
    [
      'The river has frozen.',
      'Nothing can be concluded about the river.',
      'The ferry only runs in summer.',
      'The river will freeze soon.',
    ],
    3,
  ),
};

/** Item 15: letters whose alphabet positions grow by gaps of 2, 3, 4, ...; the key is the next gap's letter. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function growingGapLetters(first: number, firstGap: number, length: number): string[] {
  const letters: string[] = [];
  let position = first;
  for (let i = 0; i < length; i += 1) {
    letters.push(ALPHABET.charAt(position - 1));
    position += firstGap + i;
  }
  return letters;
}
const gapSeries = growingGapLetters(2, 2, 6);
const gapShown = gapSeries.slice(0, -1);
const gapNext = gapSeries[gapSeries.length - 1] ?? '';
const shiftLetter = (letter: string, by: number): string => ALPHABET.charAt(ALPHABET.indexOf(letter) + by);

export const letterSeriesItem: QuestionDefinition = {
  key: 'iq-15-letter-series',
  type: 'logical',
  domain: 'fluid_reasoning',
  prompt: `Which letter comes next in the series: ${gapShown.join(', ')}, ?`,
  ...alphabetical(gapNext, [-1, 1, 2, 4].map((by) => shiftLetter(gapNext, by))),
};

export const syllogismItem: QuestionDefinition = {
  key: 'iq-19-syllogism',
  type: 'logical',
  domain: 'fluid_reasoning',
  prompt: 'All zorbs are plinks. No plinks are green. Which statement must be true?',
  ...keyAt(
    'No zorbs are green.',
    ['Some zorbs are green.', 'All plinks are zorbs.', 'Some green things are plinks.', 'No plinks are zorbs.'],
    2,
  ),
};

export const familyItem: QuestionDefinition = {
  key: 'iq-24-family',
  type: 'logical',
  domain: 'verbal_comprehension',
  prompt: "Mira is Leo's sister. Leo is Sam's brother. Sam is Nora's father. What is Mira to Nora?",
  ...keyAt('Aunt', ['Mother', 'Sister', 'Cousin', 'Grandmother'], 0),
};
