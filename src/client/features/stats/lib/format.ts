const counts = new Intl.NumberFormat('en-US');

/** A count with thousands separators, the same on the server and in every browser. */
export function formatCount(n: number): string {
  return counts.format(n);
}

/** A time limit in whole minutes, as the copy states it (test limits are set in minutes). */
export function minutesFromSeconds(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
