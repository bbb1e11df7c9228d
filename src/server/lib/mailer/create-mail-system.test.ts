import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { freshDatabase } from '../../test-support/fresh-database';
import { fixedClock } from '../clock';
import { createLogger } from '../logger';
import { captureLogger } from './capture-logger';
import { createMailSystem } from './create-mail-system';
import { renderMagicLinkEmail } from './templates/magic-link-email';
import { startTestSmtpServer } from './test-smtp-server';

const FROM = 'IQ Test <no-reply@iq-test.local>';
const LINK = 'http://localhost:3000/api/auth/magic-link/verify?token=abc123&callbackURL=%2Fresults';
const silent = createLogger('silent');

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
let clock: ReturnType<typeof fixedClock>;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  fresh = await freshDatabase();
  db = fresh.database.db;
});
afterAll(() => fresh.drop());
beforeEach(async () => {
  await db.delete(mailOutbox);
  clock = fixedClock('2026-03-10T12:00:00Z');
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(port?: number) {
  const server = await startTestSmtpServer(port);
  cleanups.push(server.close);
  return server;
}

/** A port where nothing listens: opened by the system, then closed again. */
async function deadPort() {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}

const row = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const magicLinkMail = (to = 'jane@example.com') => ({ to, ...renderMagicLinkEmail({ url: LINK, expiresInMinutes: 60 }) });

describe('mail over SMTP', () => {
  it('delivers a queued magic-link mail through a real SMTP conversation and records it as sent', async () => {
    const smtp = await smtpServer();
    const mail = createMailSystem({ db, clock, logger: silent, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    expect(mail.transport).toBe('smtp');

    const id = await mail.mailer.enqueue(magicLinkMail());
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: clock.now(), createdAt: clock.now() });
    expect(smtp.received).toHaveLength(0);

    expect(await mail.worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.envelopeFrom).toBe('no-reply@iq-test.local');
    expect(message!.envelopeTo).toEqual(['jane@example.com']);
    expect(message!.headers.get('to')).toBe('jane@example.com');
    expect(message!.headers.get('from')).toBe(FROM);
    expect(message!.headers.get('subject')).toBe('Your sign-in link for IQ Test');
    expect(message!.text).toContain(LINK);
    expect(message!.text).toContain('60 minutes');
    expect(message!.html).toContain(LINK.replaceAll('&', '&amp;'));
    expect(message!.html).toContain('#1d4ed8');

    expect(await row(id)).toMatchObject({ status: 'sent', transport: 'smtp', sentAt: clock.now(), attempts: 0, lockedUntil: null });
    expect(await mail.worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the mail while the server is down and delivers it once after the backoff, when the server is back', async () => {
    const port = await deadPort();
    const mail = createMailSystem({ db, clock, logger: silent, smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    const id = await mail.mailer.enqueue(magicLinkMail());

    expect(await mail.worker.runOnce()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 10_000);

    expect(await mail.worker.runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ attempts: 1 });

    const smtp = await smtpServer(port);
    clock.advance(9_000);
    expect(await mail.worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    clock.advance(1_000);
    expect(await mail.worker.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.headers.get('subject')).toBe('Your sign-in link for IQ Test');
    expect(await row(id)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });

    clock.advance(3_600_000);
    expect(await mail.worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('gives a message up as failed after 20 attempts, and says so in the log', async () => {
    const { logger, lines } = captureLogger();
    const mail = createMailSystem({ db, clock, logger, smtpUrl: `smtp://127.0.0.1:${await deadPort()}`, from: FROM });
    const id = await mail.mailer.enqueue(magicLinkMail());
    await db.update(mailOutbox).set({ attempts: 19 }).where(eq(mailOutbox.id, id));

    expect(await mail.worker.runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 20 });
    expect(lines.find((l) => l.level === 50)).toMatchObject({ mailId: id, msg: 'mail not delivered, giving up' });

    clock.advance(24 * 3_600_000);
    expect(await mail.worker.runOnce()).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 20 });
  });

  it('sends each message exactly once when several workers run at the same time', async () => {
    const smtp = await smtpServer();
    const systems = [1, 2, 3].map(() =>
      createMailSystem({ db, clock, logger: silent, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM }),
    );
    for (let i = 0; i < 45; i++) await systems[i % 3]!.mailer.enqueue({ ...magicLinkMail(`user${i}@example.com`), subject: `Message ${i}` });

    const counts = await Promise.all(systems.map((s) => s.worker.runOnce()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(45);
    expect(smtp.received).toHaveLength(45);
    expect(new Set(smtp.received.map((m) => m.headers.get('subject'))).size).toBe(45);
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('takes over a message whose sender died mid-send once its lease ran out, and leaves live leases alone', async () => {
    const smtp = await smtpServer();
    const mail = createMailSystem({ db, clock, logger: silent, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    const orphan = await mail.mailer.enqueue({ ...magicLinkMail(), subject: 'orphan' });
    const busy = await mail.mailer.enqueue({ ...magicLinkMail(), subject: 'busy' });
    const at = (ms: number) => new Date(clock.now().getTime() + ms);
    await db.update(mailOutbox).set({ status: 'sending', lockedUntil: at(-1_000) }).where(eq(mailOutbox.id, orphan));
    await db.update(mailOutbox).set({ status: 'sending', lockedUntil: at(30_000) }).where(eq(mailOutbox.id, busy));

    expect(await mail.worker.runOnce()).toBe(1);
    expect(smtp.received.map((m) => m.headers.get('subject'))).toEqual(['orphan']);
    expect(await row(orphan)).toMatchObject({ status: 'sent' });
    expect(await row(busy)).toMatchObject({ status: 'sending' });
  });
});

describe('mail without SMTP (development outbox)', () => {
  it('keeps the message in the outbox as sent by "dev" and prints the text part to the log', async () => {
    const { logger, lines } = captureLogger();
    const mail = createMailSystem({ db, clock, logger, from: FROM });
    expect(mail.transport).toBe('dev');

    const id = await mail.mailer.enqueue(magicLinkMail());
    expect(await mail.worker.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', transport: 'dev', sentAt: clock.now() });
    const logged = lines.find((l) => l.mailId === id);
    expect(logged).toMatchObject({ level: 30, to: 'jane@example.com', subject: 'Your sign-in link for IQ Test' });
    expect(logged!.text).toContain(LINK);
    expect(logged!.msg).toContain(`/dev/mailbox/${id}`);
  });

  it('polls on its own once started, and stop() waits for the run in progress', async () => {
    const mail = createMailSystem({ db, clock, logger: silent, from: FROM, pollIntervalMs: 10 });
    mail.worker.start();
    mail.worker.start();
    const id = await mail.mailer.enqueue(magicLinkMail());
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), { timeout: 5_000, interval: 10 });
    await mail.worker.stop();
    const later = await mail.mailer.enqueue(magicLinkMail());
    expect((await row(later)).status).toBe('queued');
    expect(await mail.worker.runOnce()).toBe(1);
  });
});
