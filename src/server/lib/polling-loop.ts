import type { Logger } from './logger';

export interface PollingLoop {
  /** Starts polling (the first run after `firstDelayMs`); calling it again does nothing. */
  start(): void;
  /** Stops polling and waits for a run in flight to end. */
  stop(): Promise<void>;
  /** True from stop() until the run in flight has ended: a long run may end early. */
  readonly stopping: boolean;
}

export interface PollingLoopOptions {
  run: () => Promise<unknown>;
  intervalMs: number;
  firstDelayMs?: number;
  logger: Logger;
  /** Logged with the error when a run throws; the next run comes as usual. */
  failureMessage: string;
}

/**
 * A background job run every `intervalMs` by one chain of timeouts, each scheduled when the previous run ends, so runs
 * never overlap. The timer never keeps the process alive on its own (the HTTP server does). Used by the mail and
 * billing workers.
 */
export function createPollingLoop({ run, intervalMs, firstDelayMs = intervalMs, logger, failureMessage }: PollingLoopOptions): PollingLoop {
  let polling = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      timer = undefined;
      inFlight = run()
        .then(() => undefined)
        .catch((err: unknown) => logger.warn({ err }, failureMessage))
        .finally(() => {
          inFlight = undefined;
          if (polling && !timer) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      // A run still ending after an earlier stop() schedules the next one itself.
      if (!inFlight) schedule(firstDelayMs);
    },
    async stop() {
      polling = false;
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
      stopping = false;
    },
    get stopping() {
      return stopping;
    },
  };
}
