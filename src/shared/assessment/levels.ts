/** Spec §9: the XP at which level L starts is (L-1)²·100 (level 1 at 0, level 2 at 100, level 3 at 400, ...). */
export function xpForLevel(level: number): number {
  return (Math.max(1, Math.floor(level)) - 1) ** 2 * 100;
}

/** The level a total of XP has reached. */
export function levelForXp(totalXp: number): number {
  let level = Math.floor(Math.sqrt(Math.max(0, totalXp) / 100)) + 1;
  // Guard the floating-point square root at exact boundaries.
  while (xpForLevel(level + 1) <= totalXp) level += 1;
  while (level > 1 && xpForLevel(level) > totalXp) level -= 1;
  return level;
}

/** XP awarded for finishing a test (once per result). */
export const XP_FOR_FINISHING_TEST = 100;

/** Share of the way to the next level at which the bar says the user is almost there (spec §9). */
export const ALMOST_THERE_PERCENT = 90;

export interface LevelProgress {
  level: number;
  totalXp: number;
  levelStartXp: number;
  nextLevelXp: number;
  percent: number;
  almostThere: boolean;
}

export function levelProgress(totalXp: number): LevelProgress {
  const level = levelForXp(totalXp);
  const levelStartXp = xpForLevel(level);
  const nextLevelXp = xpForLevel(level + 1);
  const percent = Math.floor(((totalXp - levelStartXp) / (nextLevelXp - levelStartXp)) * 100);
  return { level, totalXp, levelStartXp, nextLevelXp, percent, almostThere: percent >= ALMOST_THERE_PERCENT };
}
