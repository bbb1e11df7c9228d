import type { PublicStats } from '@shared/schemas/stats';

/**
 * What the average score is the average of (PRODUCT.md): "today's" only when it is the last 24 hours' mean,
 * otherwise of all results. In lower case, to sit under a figure; `capitalized` to begin a line.
 */
export function averageIqLabel(sample: PublicStats['averageIqSample'], { capitalized = false } = {}): string {
  if (sample === 'last_24_hours') return capitalized ? "Today's average IQ score" : "today's average IQ score";
  return capitalized ? 'Average IQ score of all test takers' : 'average IQ score of all test takers';
}
