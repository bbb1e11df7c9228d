import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup';
import { assertLoopback } from './http';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server to use as admin: DATABASE_URL, else the local default. Loopback only. */
export function adminUrl(): string {
  const url = process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
  assertLoopback(url.replace(/^postgres(ql)?:/, 'http:'));
  return url;
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {}); // a restart of the server must not crash the script
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ThrowawayDb {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the admin server, dropped (with force) at cleanup or by drop(). */
export async function createThrowawayDatabase(admin: string, prefix = 'bench'): Promise<ThrowawayDb> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withClient(admin, (c) => c.query(`create database ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const drop = onCleanup(`drop database ${name}`, async () => {
    // Retried: right after a restart of PostgreSQL the first connections may be refused.
    for (let attempt = 1; ; attempt++) {
      try {
        await withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`));
        return;
      } catch (err) {
        if (attempt >= 10) throw err;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  });
  return { name, url: url.toString(), drop };
}
