/**
 * How a score reads (member-area spec §9): its band, its percentile, and the report's performance bars. Every
 * threshold is "score at or above"; the tables run from the top down and the first match wins.
 */

export const IQ_BANDS = [
  { min: 130, name: 'Very Superior' },
  { min: 120, name: 'Superior' },
  { min: 110, name: 'High Average' },
  { min: 90, name: 'Average' },
  { min: 80, name: 'Low Average' },
  { min: Number.NEGATIVE_INFINITY, name: 'Below Average' },
] as const;
export type IqBandName = (typeof IQ_BANDS)[number]['name'];

export function iqBand(score: number): IqBandName {
  return IQ_BANDS.find((band) => score >= band.min)?.name ?? 'Below Average';
}

export const PERCENTILE_TABLE = [
  { min: 130, percentile: 98 },
  { min: 125, percentile: 95 },
  { min: 120, percentile: 91 },
  { min: 115, percentile: 84 },
  { min: 110, percentile: 75 },
  { min: 105, percentile: 63 },
  { min: 100, percentile: 50 },
  { min: 95, percentile: 37 },
  { min: 90, percentile: 25 },
  { min: 85, percentile: 16 },
  { min: 80, percentile: 9 },
] as const;
/** Below the table's last row. */
export const LOWEST_PERCENTILE = 5;

/** The share of people a score is higher than, in percent ("higher than X%"). */
export function percentileForScore(score: number): number {
  return PERCENTILE_TABLE.find((row) => score >= row.min)?.percentile ?? LOWEST_PERCENTILE;
}

/** "Top Y%": the share of people at or above this score. */
export function topPercentForScore(score: number): number {
  return 100 - percentileForScore(score);
}

/** Share of the population in each of the top three bands, as the report's comparison shows them (spec §9). */
export const POPULATION_SHARE_BY_BAND: Partial<Record<IqBandName, number>> = {
  'Very Superior': 2,
  Superior: 7,
  'High Average': 16,
};

export interface PerformanceBar {
  label: string;
  /** Bar length in percent, 0-100. */
  percent: number;
}

/**
 * Spec §9: processing speed is Fast (85) when the test took under 1800 seconds, else Average (60). The 1800 s was
 * the sketch's 30-minute limit, so the rule is read as "finished before the test's own time limit".
 */
export function processingSpeedBar(timeTakenSeconds: number, timeLimitSeconds: number): PerformanceBar {
  return timeTakenSeconds < timeLimitSeconds ? { label: 'Fast', percent: 85 } : { label: 'Average', percent: 60 };
}

/** Spec §9: problem solving is Strong at 110+, Good at 90+, else Developing; the bar is score / 130, capped at 100. */
export function problemSolvingBar(score: number): PerformanceBar {
  const label = score >= 110 ? 'Strong' : score >= 90 ? 'Good' : 'Developing';
  return { label, percent: Math.max(0, Math.min(100, Math.round((score / 130) * 100))) };
}
