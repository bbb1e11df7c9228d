import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import {
  describeFigure,
  describeOptions,
  describeSequence,
  type Figure,
  OPTION_LABELS,
  renderOptionsSvg,
  renderSequenceSvg,
  type SequenceLayout,
} from '../../../../shared/assessment/figures';

export const OPTION_COUNT = 5;

export interface Keyed {
  options: string[];
  correctAnswer: number;
}

/** Authoring guard: a broken item must stop the seed at load, not reach a test taker. */
function assertFive(options: readonly string[], answer: string): void {
  if (options.length !== OPTION_COUNT) throw new Error(`item needs ${OPTION_COUNT} options: ${options.join(', ')}`);
  if (new Set(options).size !== options.length) throw new Error(`duplicate options: ${options.join(', ')}`);
  if (options.filter((o) => o === answer).length !== 1) throw new Error(`answer ${answer} must appear exactly once`);
}

/** The answer put at `slot` among the distractors; the key is wherever the answer ends up. */
export function keyAt(answer: string, distractors: readonly string[], slot: number): Keyed {
  const options = [...distractors];
  options.splice(slot, 0, answer);
  assertFive(options, answer);
  return { options, correctAnswer: options.indexOf(answer) };
}

/** Numbers are listed in ascending order, as a reader expects; the key follows the true value. */
export function ascendingNumbers(answer: number, distractors: readonly number[], unit = ''): Keyed {
  const options = [answer, ...distractors].sort((a, b) => a - b).map((n) => `${n}${unit}`);
  assertFive(options, `${answer}${unit}`);
  return { options, correctAnswer: options.indexOf(`${answer}${unit}`) };
}

/** Options listed in the order of a fixed list (e.g. compass points clockwise); the key follows the answer. */
export function listedIn(order: readonly string[], answer: string, distractors: readonly string[]): Keyed {
  const chosen = new Set([answer, ...distractors]);
  const options = order.filter((item) => chosen.has(item));
  if (options.length !== chosen.size) throw new Error(`options missing from the list order: ${[...chosen].join(', ')}`);
  assertFive(options, answer);
  return { options, correctAnswer: options.indexOf(answer) };
}

/** Words or codes listed alphabetically; the key follows the true value. */
export function alphabetical(answer: string, distractors: readonly string[]): Keyed {
  const options = [answer, ...distractors].sort();
  assertFive(options, answer);
  return { options, correctAnswer: options.indexOf(answer) };
}

export type FigureFields = Required<
  Pick<QuestionDefinition, 'options' | 'correctAnswer' | 'sequenceImage' | 'optionsImage' | 'imageAlt'>
>;

export interface FigureItemParts {
  fields: FigureFields;
  /** The option figures in lettered order (A first), kept for checks against the figure data. */
  figures: Figure[];
}

/**
 * Images, lettered options and alt text of a figure item, all drawn from the same figure data,
 * with the answer figure put at `slot`.
 */
export function figureItem(
  cells: readonly (Figure | null)[],
  layout: SequenceLayout,
  answer: Figure,
  distractors: readonly Figure[],
  slot: number,
): FigureItemParts {
  const figures = [...distractors];
  figures.splice(slot, 0, answer);
  const words = figures.map(describeFigure);
  if (figures.length !== OPTION_COUNT) throw new Error('a figure item needs five option figures');
  // Options that read alike would leave screen-reader users with two equal choices.
  if (new Set(words).size !== words.length) throw new Error(`option figures read alike: ${words.join('; ')}`);
  return {
    figures,
    fields: {
      options: [...OPTION_LABELS],
      correctAnswer: figures.indexOf(answer),
      sequenceImage: renderSequenceSvg(cells, layout),
      optionsImage: renderOptionsSvg(figures),
      imageAlt: `${describeSequence(cells, layout)} ${describeOptions(figures)}`,
    },
  };
}

/** Element i, failing loudly instead of yielding undefined when authoring data is short. */
export function pick<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no element at index ${index}`);
  return item;
}

/** A matrix or series split into what is shown and the hidden last cell, which is the answer. */
export function splitLast<T>(items: readonly T[]): [T[], T] {
  const last = pick(items, items.length - 1);
  return [items.slice(0, -1), last];
}
