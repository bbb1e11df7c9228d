/** An ILIKE pattern matching `q` anywhere, with the pattern characters in `q` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
