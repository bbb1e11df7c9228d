import type { AppDeps } from '../../lib/app-env';
import { createPollingLoop } from '../../lib/polling-loop';
import { sendTrialReminders } from './send-trial-reminders';
import { startMissingSubscriptions } from './start-missing-subscriptions';

const POLL_INTERVAL_MS = 60_000;

export interface BillingWorker {
  start(): void;
  /** Stops polling and waits for a run in flight. */
  stop(): Promise<void>;
  /** One pass of every job; for tests and the first run. */
  runOnce(): Promise<void>;
}

/**
 * The payments' background work, once a minute in every process (each job claims its rows, so several processes
 * never do one thing twice): trial reminders 2 days before conversion, the sweep for trials without a subscription,
 * and the sandbox's renewals (Stripe bills by itself).
 */
export function createBillingWorker(deps: AppDeps, pollIntervalMs = POLL_INTERVAL_MS): BillingWorker {
  const log = deps.logger.child({ module: 'billing-worker' });

  /** Each job runs even when another failed: a broken sweep must not stop the reminders. */
  async function runOnce(): Promise<void> {
    const jobs: [string, () => Promise<unknown>][] = [
      ['trial reminders', () => sendTrialReminders(deps)],
      ['subscription sweep', () => startMissingSubscriptions(deps)],
      ['sandbox renewals', async () => deps.payments.provider?.runDueRenewals?.()],
    ];
    for (const [name, job] of jobs) {
      try {
        await job();
      } catch (err) {
        log.warn({ err, job: name }, 'billing job failed; will try again');
      }
    }
  }

  const loop = createPollingLoop({ run: runOnce, intervalMs: pollIntervalMs, logger: log, failureMessage: 'billing run failed; will try again' });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    runOnce,
  };
}
