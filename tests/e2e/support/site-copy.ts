import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteCopy } from '../../../src/shared/schemas/site';
import { openReadyDatabase } from '../../../src/server/db/open-ready-database';
import { siteSettings } from '../../../src/server/db/schema';
import { createLogger } from '../../../src/server/lib/logger';
import { SITE_COPY_KEY } from '../../../src/server/modules/site/get-site-copy';
import { throwawayDatabase } from '../../../src/server/test-support/throwaway-database';
import { type StartServerOptions, type TestServer, startServer } from './server';

/** A fresh database (PGlite folder, or a throwaway one on DATABASE_URL) that the test, not startServer, owns. */
interface OwnDatabase {
  open: { databaseUrl?: string; dataDir?: string };
  env: Record<string, string>;
  options: StartServerOptions;
  cleanup: () => Promise<void>;
}

async function ownDatabase(): Promise<OwnDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const throwaway = await throwawayDatabase(serverUrl, 'e2e_copy');
    return { open: { databaseUrl: throwaway.url }, env: {}, options: { databaseUrl: throwaway.url }, cleanup: throwaway.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-e2e-copy-'));
  return { open: { dataDir: dir }, env: { DATA_DIR: dir }, options: {}, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The built app as an operator who edited the site copy would run it: the copy is stored in the database before the
 * server starts (PGlite lets one process open it at a time, and there is no API that writes the copy yet).
 */
export async function startServerWithSiteCopy(copy: Partial<SiteCopy>): Promise<TestServer> {
  const database = await ownDatabase();
  const ready = await openReadyDatabase({ ...database.open, logger: createLogger('warn') });
  try {
    await ready.db.insert(siteSettings).values({ key: SITE_COPY_KEY, value: copy, updatedAt: new Date() });
  } finally {
    await ready.close();
  }
  const server = await startServer(database.env, database.options);
  return {
    baseURL: server.baseURL,
    stop: async () => {
      await server.stop();
      await database.cleanup();
    },
  };
}
