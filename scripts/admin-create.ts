/**
 * `npm run admin:create -- <email>` — makes the account with this e-mail an admin, creating the account when there
 * is none. Uses the database the server would (DATABASE_URL, else the PGlite folder in DATA_DIR). The owner then
 * signs in at /admin/login with a magic link.
 */
import { DatabaseInUseError } from '../src/server/db/client';
import { openReadyDatabase } from '../src/server/db/open-ready-database';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { makeAdmin, normalizeEmail } from '../src/server/modules/roles/make-admin';

async function main(args: string[]): Promise<number> {
  const positional = args.filter((a) => a !== '--');
  if (positional.length !== 1 || positional[0] === '--help' || positional[0] === '-h') {
    console.error('usage: npm run admin:create -- <email>');
    return 2;
  }
  const email = normalizeEmail(positional[0]!);
  if (!email) {
    console.error(`"${positional[0]}" is not an e-mail address.\nusage: npm run admin:create -- <email>`);
    return 2;
  }
  const env = loadEnv();
  let database;
  try {
    database = await openReadyDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger: createLogger('warn') });
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      console.error(`${err.message}\nStop the server (or run this against DATABASE_URL) and try again.`);
      return 1;
    }
    throw err;
  }
  try {
    const outcome = await makeAdmin(database.db, email);
    const where = env.DATABASE_URL ? 'the DATABASE_URL database' : `the database in ${env.DATA_DIR}`;
    if (outcome.created) console.log(`Created the account ${email} (id ${outcome.userId}) in ${where} and made it admin.`);
    else if (outcome.previousRole === 'admin') console.log(`${email} (id ${outcome.userId}) is already admin; nothing changed.`);
    else console.log(`${email} (id ${outcome.userId}) was ${outcome.previousRole}; now admin.`);
    console.log(`Sign in at ${env.PUBLIC_URL}/admin/login with a magic link sent to ${email}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
