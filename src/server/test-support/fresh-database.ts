import { openReadyDatabase } from '../db/open-ready-database';
import { createLogger } from '../lib/logger';
import { throwawayDatabase } from './throwaway-database';

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
  const throwaway = await throwawayDatabase(serverUrl, 't');
  const database = await openReadyDatabase({ databaseUrl: throwaway.url, logger, poolMax: 5 });
  return {
    database,
    databaseUrl: throwaway.url,
    drop: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
