import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import { createDevTransport } from './dev-transport';
import { insertMail } from './mail-queue';
import { createMailWorker } from './mail-worker';
import { createSmtpTransport } from './smtp-transport';
import type { Mailer, MailWorker } from './types';

export interface MailSystemOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** SMTP_URL; without it messages stay in the development outbox and go to the log. */
  smtpUrl?: string;
  /** MAIL_FROM, e.g. 'IQ Test <no-reply@example.com>'. */
  from: string;
  pollIntervalMs?: number;
}

export interface MailSystem {
  mailer: Mailer;
  worker: MailWorker;
  transport: 'smtp' | 'dev';
}

/**
 * The one way mail leaves the app: callers enqueue into the mail_outbox table, and the worker (one per process,
 * any number of processes) delivers with retries, so a mail server outage delays mail but loses none.
 */
export function createMailSystem(options: MailSystemOptions): MailSystem {
  const { db, clock, logger } = options;
  const transport = options.smtpUrl ? createSmtpTransport(options.smtpUrl, options.from) : createDevTransport(logger);
  return {
    mailer: { enqueue: (message) => insertMail(db, message, clock.now()) },
    worker: createMailWorker({ db, clock, logger, transport, pollIntervalMs: options.pollIntervalMs ?? 1000 }),
    transport: transport.name,
  };
}
