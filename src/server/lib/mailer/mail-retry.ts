/** After this many failed attempts (about 14 hours of retries) a message is given up as 'failed'. */
export const MAX_MAIL_ATTEMPTS = 20;

const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/** How long to wait after the n-th failed attempt (n ≥ 1): quick retries for a blip, then hourly for an outage. */
export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index]!;
}
