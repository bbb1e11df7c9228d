import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { openReadyDatabase } from './open-ready-database';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openReadyDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger });
logger.info({ kind: database.kind }, 'database migrated and seeded');
await database.close();
