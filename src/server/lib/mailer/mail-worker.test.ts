import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { freshDatabase } from '../../test-support/fresh-database';
import { fixedClock } from '../clock';
import { createLogger } from '../logger';
import { insertMail } from './mail-queue';
import type { MailTransport } from './mail-transport';
import { createMailWorker } from './mail-worker';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase();
  db = fresh.database.db;
});
afterAll(() => fresh.drop());

describe('mail worker leases', () => {
  it('never starts a send with less than 30 s of its lease left: the rest of a slow batch goes back and is claimed anew', async () => {
    const clock = fixedClock('2026-03-10T12:00:00Z');
    const leaseLeftAtSend: number[] = [];
    const slowTransport: MailTransport = {
      name: 'smtp',
      async send(mail) {
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
        leaseLeftAtSend.push(row!.lockedUntil!.getTime() - clock.now().getTime());
        clock.advance(31_000);
      },
    };
    for (let i = 0; i < 3; i++) await insertMail(db, { to: `u${i}@example.com`, subject: `m${i}`, html: '<p>x</p>', text: 'x' }, clock.now());

    const worker = createMailWorker({ db, clock, logger: createLogger('silent'), transport: slowTransport, pollIntervalMs: 1000 });
    expect(await worker.runOnce()).toBe(3);
    expect(leaseLeftAtSend).toEqual([60_000, 60_000, 60_000]);
    const rows = await db.select().from(mailOutbox);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });
});
