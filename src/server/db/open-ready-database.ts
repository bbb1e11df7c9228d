import type { Logger } from '../lib/logger';
import { type Database, openDatabase } from './client';
import { seedDatabase } from './seed';

/** Opens the database, applies the committed migrations and the idempotent seed. */
export async function openReadyDatabase(options: { databaseUrl?: string; dataDir?: string; poolMax?: number; logger: Logger }): Promise<Database> {
  const database = await openDatabase(options);
  await database.migrate();
  await seedDatabase(database.db);
  return database;
}
