import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { throwawayDatabase } from '../test-support/throwaway-database';
import { type Database, migrationsFolder, openDatabase } from './client';
import { account, session, user } from './schema';

const copies: string[] = [];

/** A copy of the committed migrations up to, not including, the one tagged `stopBefore`. */
function migrationsBefore(stopBefore: string): string {
  const source = migrationsFolder();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  copies.push(folder);
  fs.cpSync(source, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === stopBefore);
  if (cut < 0) throw new Error(`no migration ${stopBefore}`);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const logger = createLogger('silent');
  if (process.env.DATABASE_URL) {
    const throwaway = await throwawayDatabase(process.env.DATABASE_URL, 'm');
    database = await openDatabase({ databaseUrl: throwaway.url, logger, poolMax: 2 });
    drop = async () => {
      await database.close();
      await throwaway.drop();
    };
  } else {
    database = await openDatabase({ logger });
    drop = () => database.close();
  }
});
afterAll(async () => {
  await drop();
  for (const folder of copies) fs.rmSync(folder, { recursive: true, force: true });
});

describe('migration 0006: sessions of unconfirmed accounts end', () => {
  it('ends the sessions of unconfirmed password and OAuth accounts, and keeps the others', async () => {
    await database.migrate(migrationsBefore('0006_end_unconfirmed_sessions'));
    const now = new Date();
    const people = [
      { id: 'password-unconfirmed', verified: false, provider: 'credential' },
      { id: 'oauth-unconfirmed', verified: false, provider: 'microsoft' },
      { id: 'password-confirmed', verified: true, provider: 'credential' },
      { id: 'made-by-paying', verified: false, provider: null },
    ];
    for (const p of people) {
      await database.db.insert(user).values({ id: p.id, name: p.id, email: `${p.id}@example.com`, emailVerified: p.verified, createdAt: now, updatedAt: now });
      if (p.provider) {
        await database.db.insert(account).values({ id: `a-${p.id}`, accountId: p.id, providerId: p.provider, userId: p.id, createdAt: now, updatedAt: now });
      }
      await database.db
        .insert(session)
        .values({ id: `s-${p.id}`, token: `t-${p.id}`, userId: p.id, expiresAt: new Date(now.getTime() + 3600_000), createdAt: now, updatedAt: now });
    }

    await database.migrate();
    const left = async (id: string) => database.db.$count(session, eq(session.userId, id));
    expect(await left('password-unconfirmed')).toBe(0);
    expect(await left('oauth-unconfirmed')).toBe(0);
    expect(await left('password-confirmed')).toBe(1);
    expect(await left('made-by-paying')).toBe(1);
  });
});
