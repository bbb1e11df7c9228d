import type { Db } from '../client';
import { iqTestDefinition } from './iq-test';
import { seedTest } from './seed-test';

/** Content every installation needs; safe to run at every start. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedTest(db, iqTestDefinition);
}
