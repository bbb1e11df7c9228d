import type { Progress } from '@shared/schemas/account';

export interface LevelText {
  /** XP earned within the current level, and the XP the level spans. */
  earned: number;
  span: number;
  /** Spec §9: the bar shows progress to the next level, with an 'almost there' message at 90 % or more. */
  toNext: string;
}

export function levelText({ level, totalXp, levelStartXp, nextLevelXp, almostThere }: Progress): LevelText {
  const remaining = Math.max(0, nextLevelXp - totalXp);
  const toNext = `${remaining.toLocaleString('en-US')} XP to level ${level + 1}`;
  return {
    earned: totalXp - levelStartXp,
    span: nextLevelXp - levelStartXp,
    toNext: almostThere ? `Almost there! ${toNext}` : toNext,
  };
}
