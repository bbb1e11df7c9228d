import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { ascendingNumbers, keyAt } from './option-helpers';

export const analogyItem: QuestionDefinition = {
  key: 'iq-01-analogy',
  type: 'verbal',
  domain: 'verbal_comprehension',
  prompt: 'Pen is to write as knife is to ...?',
  ...keyAt('Cut', ['Fork', 'Sharp', 'Kitchen', 'Steel'], 2),
};

const COUNT_PHRASE = 'keep the green fence tidy';
const COUNT_LETTER = 'e';
const letterTotal = [...COUNT_PHRASE].filter((ch) => ch === COUNT_LETTER).length;

export const letterCountItem: QuestionDefinition = {
  key: 'iq-02-letter-count',
  type: 'verbal',
  domain: 'processing_speed',
  prompt: `How many times does the letter "${COUNT_LETTER}" appear in the phrase "${COUNT_PHRASE}"?`,
  ...ascendingNumbers(letterTotal, [letterTotal - 2, letterTotal + 1, letterTotal + 2, letterTotal + 3]),
};

export const oddWordItem: QuestionDefinition = {
  key: 'iq-05-odd-word',
  type: 'verbal',
  domain: 'verbal_comprehension',
  prompt: 'Which word does not belong with the others?',
  ...keyAt('Trumpet', ['Violin', 'Cello', 'Viola', 'Double bass'], 4),
};

export const synonymItem: QuestionDefinition = {
  key: 'iq-11-synonym',
  type: 'verbal',
  domain: 'verbal_comprehension',
  prompt: "Which word is closest in meaning to 'candid'?",
  ...keyAt('Frank', ['Hidden', 'Careful', 'Sweet', 'Polite'], 0),
};

export const antonymItem: QuestionDefinition = {
  key: 'iq-22-antonym',
  type: 'verbal',
  domain: 'verbal_comprehension',
  prompt: "Which word is most nearly the opposite of 'ephemeral'?",
  ...keyAt('Lasting', ['Fleeting', 'Ethereal', 'Fragile', 'Recent'], 4),
};
