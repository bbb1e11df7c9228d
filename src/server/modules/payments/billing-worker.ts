import type { AppDeps } from '../../lib/app-env';
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
  let polling = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
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

  // One chain of timeouts, each scheduled when the previous run ends, so runs never overlap.
  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      timer = undefined;
      inFlight = runOnce().finally(() => {
        inFlight = undefined;
        if (polling && !timer) schedule(pollIntervalMs);
      });
    }, delayMs);
    // The worker alone never keeps the process alive; the HTTP server does.
    timer.unref();
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      if (!inFlight) schedule(pollIntervalMs);
    },
    async stop() {
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    runOnce,
  };
}
