import type { QuizResult } from '@shared/schemas/quiz';

/** The level a signed-in user has just reached by finishing the quiz, or null (no level-up, or not signed in). */
export function reachedLevel(result: QuizResult): number | null {
  return result.xp?.levelUp ? result.xp.level : null;
}
