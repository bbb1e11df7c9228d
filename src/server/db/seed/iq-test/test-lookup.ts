import type { Figure } from '../../../../shared/assessment/figures';
import type { QuestionDefinition } from '../../../../shared/assessment/question-definition';
import { iqTestDefinition } from './index';

/** Look-ups shared by the item tests; kept apart from the item code so the tests state rules on their own. */

export const questions = iqTestDefinition.questions;

export function item(key: string): QuestionDefinition {
  const found = questions.find((q) => q.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
}

/** The text of the keyed option. */
export function keyed(key: string): string {
  const q = item(key);
  return q.options[q.correctAnswer ?? -1] ?? '';
}

/** The figure behind the keyed letter. */
export function keyedFigure(key: string, figures: readonly Figure[]): Figure {
  const figureAt = figures[item(key).correctAnswer ?? -1];
  if (!figureAt) throw new Error(`no keyed figure for ${key}`);
  return figureAt;
}
