import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { alphabetical, ascendingNumbers, keyAt, pick } from './option-helpers';

/** Everything to hold in mind is on the screen: these items load working memory by manipulation, not delay. */

/** Two elements swapped, for distractors that are nearly right. */
function swapped<T>(items: readonly T[], i: number, j: number): T[] {
  const copy = [...items];
  copy[i] = pick(items, j);
  copy[j] = pick(items, i);
  return copy;
}

const FORWARD = [5, 8, 2, 6, 9];
const backwards = [...FORWARD].reverse();
const spaced = (items: readonly (number | string)[]): string => items.join(' ');

export const reverseDigitsItem: QuestionDefinition = {
  key: 'iq-04-reverse-digits',
  type: 'memory',
  domain: 'working_memory',
  prompt: `Read these digits, then say them in reverse order: ${spaced(FORWARD)}. Which option is the reverse order?`,
  ...keyAt(
    spaced(backwards),
    [FORWARD, swapped(backwards, 0, 1), swapped(backwards, 3, 4), swapped(backwards, 1, 2)].map(spaced),
    1,
  ),
};

/** Item 9: a chain of operations done in the head, applied in the order they are read. */
const START = 7;
const STEPS: readonly { text: string; apply: (n: number) => number }[] = [
  { text: 'add 5', apply: (n) => n + 5 },
  { text: 'multiply by 3', apply: (n) => n * 3 },
  { text: 'subtract 6', apply: (n) => n - 6 },
];
const chainResult = STEPS.reduce((value, step) => step.apply(value), START);

export const mentalArithmeticItem: QuestionDefinition = {
  key: 'iq-09-mental-arithmetic',
  type: 'memory',
  domain: 'working_memory',
  prompt: `Start with ${START}, ${STEPS.map((s) => s.text).join(', then ')}. What number do you get?`,
  ...ascendingNumbers(chainResult, [chainResult - 14, chainResult - 6, chainResult + 3, chainResult + 6]),
};

/** Item 17: sort in the head and report one position. */
const UNSORTED = [8, 3, 6, 1, 9, 4];
const ASKED_POSITION = 4;
const sortedDigits = [...UNSORTED].sort((a, b) => a - b);
const digitAtPosition = pick(sortedDigits, ASKED_POSITION - 1);

export const sortedDigitItem: QuestionDefinition = {
  key: 'iq-17-sorted-digit',
  type: 'memory',
  domain: 'working_memory',
  prompt:
    `Put these digits in order from smallest to largest in your head: ${spaced(UNSORTED)}. ` +
    `Which digit is in position ${ASKED_POSITION}?`,
  ...ascendingNumbers(
    digitAtPosition,
    sortedDigits.filter((d) => d !== digitAtPosition && d !== pick(sortedDigits, sortedDigits.length - 1)),
  ),
};

/** Item 21: numbers ascending first, then letters alphabetically. */
const MIXED = ['7', 'R', '2', 'M', '5', 'C'];
const digitsOf = (items: readonly string[]): string[] => items.filter((c) => /\d/.test(c));
const lettersOf = (items: readonly string[]): string[] => items.filter((c) => /[A-Z]/.test(c));
const ascendingDigits = digitsOf(MIXED).sort((a, b) => Number(a) - Number(b));
const ascendingLetters = lettersOf(MIXED).sort();

export const letterNumberItem: QuestionDefinition = {
  key: 'iq-21-letter-number',
  type: 'memory',
  domain: 'working_memory',
  prompt:
    `Take the characters ${spaced(MIXED)}. Say the numbers from smallest to largest, ` +
    'then the letters in alphabetical order. Which option is right?',
  ...keyAt(
    spaced([...ascendingDigits, ...ascendingLetters]),
    [
      spaced([...ascendingLetters, ...ascendingDigits]),
      spaced([...[...ascendingDigits].reverse(), ...ascendingLetters]),
      spaced([...ascendingDigits, ...[...ascendingLetters].reverse()]),
      spaced([...digitsOf(MIXED), ...lettersOf(MIXED)]),
    ],
    0,
  ),
};

/** Item 23: each letter moves forward by its own position in the word; distractors apply near-miss rules. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CODE_WORD = 'MIND';
function encode(word: string, shiftAt: (position: number) => number): string {
  return [...word]
    .map((letter, i) => ALPHABET.charAt((((ALPHABET.indexOf(letter) + shiftAt(i + 1)) % 26) + 26) % 26))
    .join('');
}

export const letterCodeItem: QuestionDefinition = {
  key: 'iq-23-letter-code',
  type: 'memory',
  domain: 'working_memory',
  prompt:
    'In a code, the 1st letter of a word moves 1 place forward in the alphabet, the 2nd letter 2 places, ' +
    `the 3rd letter 3 places, and so on (A moved 1 place is B). How is ${CODE_WORD} written in this code?`,
  ...alphabetical(encode(CODE_WORD, (p) => p), [
    encode(CODE_WORD, () => 1),
    encode(CODE_WORD, (p) => CODE_WORD.length + 1 - p),
    encode(CODE_WORD, (p) => -p),
    encode(CODE_WORD, (p) => p - 1),
  ]),
};
