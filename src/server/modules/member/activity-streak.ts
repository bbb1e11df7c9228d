const DAY_MS = 24 * 3600_000;

/** "2026-03-10": the UTC calendar day of a moment, as the database's day list spells it. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Consecutive active days ending today or yesterday (UTC): a streak is not broken before the day is over. `days`
 * holds distinct 'YYYY-MM-DD' days.
 */
export function currentStreak(days: Iterable<string>, now: Date): number {
  const active = new Set(days);
  let cursor = now.getTime();
  if (!active.has(utcDay(new Date(cursor)))) cursor -= DAY_MS;
  let streak = 0;
  while (active.has(utcDay(new Date(cursor)))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return streak;
}
