import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openReadyDatabase } from '../db/open-ready-database';
import { createLogger } from '../lib/logger';

/**
 * A new, empty, migrated and seeded database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a throwaway database created on that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase() {
  const logger = createLogger('silent');
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openReadyDatabase({ logger });
    return { database, databaseUrl: undefined, drop: () => database.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openReadyDatabase({ databaseUrl: url.toString(), logger, poolMax: 5 });
  return {
    database,
    databaseUrl: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
