import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { createPollingLoop } from '../polling-loop';
import { describeMailError } from './describe-mail-error';
import { claimDueMail, markMailFailedAttempt, markMailSent, type OutboxRow, releaseMail } from './mail-queue';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-retry';
import type { MailTransport } from './mail-transport';
import type { MailWorker } from './types';

/** Messages claimed per statement; small, so one slow batch never holds many messages from other workers. */
const BATCH_SIZE = 20;
/** How long a claim lasts; after it, another process may assume this one died and send the message. */
const LEASE_MS = 60_000;
/**
 * A send is only started while this much of the lease is left (each SMTP step times out after 10 s), so a slow mail
 * server cannot make a batch outlive its lease and have another worker send the same message again.
 */
const MIN_LEASE_LEFT_MS = 30_000;

export interface MailWorkerOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  transport: MailTransport;
  pollIntervalMs: number;
}

export function createMailWorker({ db, clock, logger, transport, pollIntervalMs }: MailWorkerOptions): MailWorker {
  async function deliver(row: OutboxRow, leaseUntil: Date): Promise<boolean> {
    try {
      await transport.send(row);
    } catch (err) {
      const error = describeMailError(err);
      const attempts = row.attempts + 1;
      const retryAt = attempts >= MAX_MAIL_ATTEMPTS ? null : new Date(clock.now().getTime() + retryDelayMs(attempts));
      await markMailFailedAttempt(db, row, leaseUntil, error, retryAt);
      if (retryAt) logger.warn({ mailId: row.id, attempts, retryAt, error }, 'mail not delivered, will retry');
      else logger.error({ mailId: row.id, attempts, error }, 'mail not delivered, giving up');
      return false;
    }
    // Outside the try: a failure to record success must not count as a failed send (that would send it again).
    await markMailSent(db, row.id, leaseUntil, transport.name, clock.now());
    return true;
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const leaseUntil = new Date(now.getTime() + LEASE_MS);
      const batch = await claimDueMail(db, now, leaseUntil, BATCH_SIZE);
      let released = 0;
      for (const [index, row] of batch.entries()) {
        // The first message is always tried, so every pass makes progress.
        if (index > 0 && leaseUntil.getTime() - clock.now().getTime() < MIN_LEASE_LEFT_MS) {
          const rest = batch.slice(index).map((r) => r.id);
          await releaseMail(db, rest, leaseUntil);
          released = rest.length;
          break;
        }
        if (await deliver(row, leaseUntil)) sent += 1;
      }
      if ((batch.length < BATCH_SIZE && released === 0) || loop.stopping) return sent;
    }
  }

  // Mail queued before a restart goes out at once.
  const loop = createPollingLoop({ run: runOnce, intervalMs: pollIntervalMs, firstDelayMs: 0, logger, failureMessage: 'mail worker run failed; will try again' });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    runOnce,
  };
}
