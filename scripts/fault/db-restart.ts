/**
 * `npm run fault:db-restart` — fault injection against a real PostgreSQL (DATABASE_URL, or
 * postgres://postgres@127.0.0.1:5432/postgres as admin; a throwaway database is created and dropped).
 *  A: answer saves under load while PostgreSQL restarts: the server survives, failures are 503 and short-lived,
 *     and every acknowledged write is in the database.
 *  B: SIGTERM during keep-alive load: every in-flight request completes and the server exits 0 promptly.
 * Flags: --load s (25) --restart-after s (5) --visitors n (120) --workers n (30) --max-window s (15) --build (rebuild a stale dist/)
 *        --server path (run another server bundle, e.g. a patched copy, instead of dist/server/index.js)
 * Exits non-zero when any check fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../lib/build';
import { runMain } from '../lib/cleanup';
import { numberFlag, readFlags } from '../lib/cli';
import { adminUrl, createThrowawayDatabase } from '../lib/pg-admin';
import { drainOnSigterm } from './drain-on-sigterm';
import { restartUnderLoad } from './restart-under-load';

async function main(): Promise<number> {
  const flags = readFlags(['load', 'restart-after', 'visitors', 'workers', 'max-window', 'server'], ['build']);
  if (flags.help) {
    console.log('usage: npm run fault:db-restart -- [--load 25] [--restart-after 5] [--visitors 120] [--workers 30] [--max-window 15] [--server dist/server/index.js] [--build]');
    return 0;
  }
  const loadSeconds = numberFlag(flags, 'load', 25, 120);
  const restartAfterSeconds = numberFlag(flags, 'restart-after', 5, loadSeconds);
  const workers = numberFlag(flags, 'workers', 30, 200);
  const visitors = Math.max(workers, numberFlag(flags, 'visitors', 120, 2_000));
  const maxWindowSeconds = numberFlag(flags, 'max-window', 15, 120);

  const bundle = typeof flags.server === 'string' ? path.resolve(flags.server) : undefined;
  if (bundle && !fs.existsSync(bundle)) throw new Error(`--server ${bundle} does not exist`);
  if (!bundle) ensureBuilt({ rebuildStale: flags.build === true });
  const db = await createThrowawayDatabase(adminUrl(), 'fault');
  console.log(`database: PostgreSQL, throwaway database ${db.name}${bundle ? `; server bundle ${bundle}` : ''}\n`);

  const problems = await restartUnderLoad({ databaseUrl: db.url, bundle, visitors, workers, loadSeconds, restartAfterSeconds, maxWindowSeconds });
  problems.push(...(await drainOnSigterm({ databaseUrl: db.url, bundle, visitors: 40, connections: 20, loadSecondsBeforeSigterm: 4, maxExitSeconds: 10 })));

  console.log(problems.length === 0 ? '\nRESULT: PASS' : `\nRESULT: FAIL\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return problems.length === 0 ? 0 : 1;
}

runMain(main);
