#!/usr/bin/env node
// `npm test`: every suite once, one after another (two cores: running them side by side only slows each), each
// timed, with a table of the times at the end.
//   unit                      rules and content, no database
//   api on PGlite             the Hono app on a fresh embedded database per file (the user's default)
//   api on PostgreSQL         the same tests on throwaway databases of a real server
//   browser on PGlite         the user journeys in Chromium against the built app (the user's default database)
//   browser on PostgreSQL     the journeys that need a real server: two processes on one database
// PostgreSQL is DATABASE_URL's server, else the local default one; when neither answers the PostgreSQL suites are
// reported as skipped (a fresh machine has none; CI always has one and fails without it).
// `npm test -- <vitest arguments>` runs just those, e.g. `npm test -- src/server/modules/quiz`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pgReachable } from './lib/pg-reachable.mjs';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const TWO_PROCESSES = 'tests/e2e/two-processes.test.ts';

function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, 'run', ...args], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const passThrough = process.argv.slice(2);
if (passThrough.length > 0) process.exit(await run(passThrough, process.env));

const { DATABASE_URL: given, ...withoutDatabase } = process.env;
const postgresUrl = given || LOCAL_POSTGRES;
const hasPostgres = await pgReachable(postgresUrl);
const onPostgres = { ...withoutDatabase, DATABASE_URL: postgresUrl };
const shown = postgresUrl.replace(/\/\/[^@]*@/, '//');

const suites = [
  { name: 'unit', args: ['--project', 'unit'], env: withoutDatabase },
  { name: 'api on PGlite', args: ['--project', 'api'], env: withoutDatabase },
  { name: 'api on PostgreSQL', args: ['--project', 'api'], env: onPostgres, postgres: true },
  { name: 'browser on PGlite', args: ['--project', 'e2e', '--exclude', TWO_PROCESSES], env: withoutDatabase },
  { name: 'browser on PostgreSQL', args: ['--project', 'e2e', TWO_PROCESSES], env: onPostgres, postgres: true },
];

const rows = [];
const started = Date.now();
for (const suite of suites) {
  if (suite.postgres && !hasPostgres) {
    rows.push({ name: suite.name, outcome: `skipped: no PostgreSQL at ${shown} (set DATABASE_URL)`, seconds: 0 });
    continue;
  }
  console.log(`\ntest: ${suite.name}${suite.postgres ? ` (${shown})` : ''}`);
  const t0 = Date.now();
  const code = await run(suite.args, suite.env);
  rows.push({ name: suite.name, outcome: code === 0 ? 'passed' : `FAILED (exit ${code})`, seconds: (Date.now() - t0) / 1000 });
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log('\ntest: time per suite');
for (const r of rows) console.log(`  ${r.name.padEnd(width)}  ${r.seconds.toFixed(0).padStart(5)} s  ${r.outcome}`);
console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
process.exit(rows.some((r) => r.outcome.startsWith('FAILED')) ? 1 : 0);
