/**
 * `npm run bench:quiz` — throughput and latency of saving answers and submitting attempts, against the real
 * server on a fresh database, compared with a bare node:http server doing one INSERT per request on the same
 * database. Flags: --duration s (10) --connections n (20) --visitors n (200) --submits n (2000) --warmup s (2)
 * --pg (PostgreSQL: a throwaway database on DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
 * --build (rebuild a stale dist/; a missing one is always built).
 */
import type autocannon from 'autocannon';
import path from 'node:path';
import { startAppServer } from '../lib/app-server';
import { ensureBuilt, ROOT } from '../lib/build';
import { type CannonStats, describeCodes, runCannon } from '../lib/cannon';
import { runMain } from '../lib/cleanup';
import { numberFlag, readFlags } from '../lib/cli';
import { adminUrl, createThrowawayDatabase } from '../lib/pg-admin';
import { freePort, lastLines, machineLoad, spawnChild } from '../lib/proc';
import { startVisitors, type Visitor, waitForHealth } from '../lib/quiz-client';
import { fmt, printTable } from '../lib/table';

const HELP = 'usage: npm run bench:quiz -- [--duration 10] [--connections 20] [--visitors 200] [--submits 2000] [--warmup 2] [--pg] [--build]';

/** PUT answer requests rotating over visitors first (so concurrent requests hit different attempts), then questions. */
function answerRequests(visitors: Visitor[]): autocannon.Request[] {
  let i = 0;
  return [
    {
      method: 'PUT',
      setupRequest: (req) => {
        const n = i++;
        const v = visitors[n % visitors.length]!;
        const round = Math.floor(n / visitors.length);
        const q = v.questions[round % v.questions.length]!;
        const option = (round + Math.floor(round / v.questions.length)) % q.optionCount;
        return {
          ...req,
          method: 'PUT',
          path: `/api/quiz/attempts/${v.attemptId}/answers/${q.id}`,
          headers: { cookie: v.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ option }),
        };
      },
    },
  ];
}

/** POST submit requests, each attempt once (the run uses `amount` = number of attempts). */
function submitRequests(visitors: Visitor[], repeats: { n: number }): autocannon.Request[] {
  let i = 0;
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = i++;
        if (n >= visitors.length) repeats.n++;
        const v = visitors[n % visitors.length]!;
        return { ...req, method: 'POST', path: `/api/quiz/attempts/${v.attemptId}/submit`, headers: { cookie: v.cookie }, body: undefined };
      },
    },
  ];
}

async function main(): Promise<number> {
  const flags = readFlags(['duration', 'connections', 'visitors', 'submits', 'warmup'], ['pg', 'build']);
  if (flags.help) return (console.log(HELP), 0);
  const duration = numberFlag(flags, 'duration', 10, 120);
  const connections = numberFlag(flags, 'connections', 20, 500);
  const visitorCount = numberFlag(flags, 'visitors', 200, 5_000);
  const submitCount = numberFlag(flags, 'submits', 2_000, 50_000);
  const warmup = numberFlag(flags, 'warmup', 2, 30);
  const usePg = flags.pg === true || Boolean(process.env.DATABASE_URL);

  ensureBuilt({ rebuildStale: flags.build === true });
  const db = usePg ? await createThrowawayDatabase(adminUrl(), 'bench') : undefined;
  console.log(`database: ${db ? `PostgreSQL, throwaway database ${db.name}` : 'PGlite in a fresh temp DATA_DIR'}`);
  console.log(`machine: ${machineLoad()} at the start`);
  console.log(`load: autocannon, ${connections} connections, ${duration} s per run (warm-up ${warmup} s), ${visitorCount} visitors, ${submitCount} submits`);

  const app = await startAppServer({ label: 'app server', databaseUrl: db?.url });
  let t = Date.now();
  const visitors = await startVisitors(app.url, visitorCount, { concurrency: 10 });
  console.log(`prepared ${visitors.length} visitors with a started attempt in ${fmt.s(Date.now() - t)}`);

  const saves = answerRequests(visitors);
  const base = { url: app.url, connections, serverPid: app.child.pid };
  await runCannon({ ...base, label: 'warm-up', duration: warmup, requests: saves });
  const save = await runCannon({ ...base, label: 'save-answer', duration, requests: saves });

  t = Date.now();
  const submitters = await startVisitors(app.url, submitCount, { concurrency: 10, maxMs: 180_000 });
  console.log(`prepared ${submitters.length} in-progress attempts (no answers) for submit in ${fmt.s(Date.now() - t)}`);
  const repeats = { n: 0 };
  const submit = await runCannon({
    ...base,
    label: 'submit',
    duration: Math.max(60, duration * 6),
    amount: submitters.length,
    requests: submitRequests(submitters, repeats),
  });
  if (repeats.n > 0) console.warn(`note: ${repeats.n} submit requests repeated an already submitted attempt`);
  if (!app.child.alive()) throw new Error(`the app server died during the run\n${lastLines(app.child.output())}`);
  await app.child.stop();

  // Baseline on the same database (the app is stopped): a bare node:http server, one upsert per request.
  const port = await freePort();
  const baselineEnv: Record<string, string> = { PATH: process.env.PATH ?? '', PORT: String(port) };
  if (db) baselineEnv.DATABASE_URL = db.url;
  else baselineEnv.DATA_DIR = app.dataDir!;
  const baselineServer = spawnChild('baseline server', process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/baseline-server.ts')], {
    cwd: ROOT,
    env: baselineEnv,
  });
  const baselineUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baselineUrl, baselineServer.alive, 60_000);
  } catch (err) {
    throw new Error(`baseline server did not start: ${(err as Error).message}\n${lastLines(baselineServer.output())}`);
  }
  const baseRun = { url: baselineUrl, connections, serverPid: baselineServer.pid };
  await runCannon({ ...baseRun, label: 'warm-up', duration: warmup, requests: saves });
  const baseline = await runCannon({ ...baseRun, label: 'baseline-insert', duration, requests: saves });
  await baselineServer.stop();

  report([save, submit, baseline], db ? 'PostgreSQL' : 'PGlite');
  const failed = [save, submit, baseline].filter((s) => s.non2xx > 0 || s.errors > 0);
  if (failed.length > 0) {
    console.error(`\nRUN HAD ERRORS: ${failed.map((s) => `${s.label} (${s.non2xx} non-2xx: ${describeCodes(s)}; ${s.errors} connection errors)`).join(', ')}`);
    return 1;
  }
  return 0;
}

function report(rows: CannonStats[], kind: string): void {
  console.log(`\nResults (${kind}; load generator, server and database share the machine; ${machineLoad()} at the end):\n`);
  printTable(
    ['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'non-2xx', 'errors', 'status codes'],
    rows.map((s) => [s.label, s.responses, fmt.n(s.rps, 0), fmt.n(s.p50, 1), fmt.n(s.p99, 1), fmt.n(s.cpuMsPerRequest, 2), s.non2xx, s.errors, describeCodes(s)]),
  );
  const [save, submit, baseline] = rows as [CannonStats, CannonStats, CannonStats];
  console.log(`\nserver CPU ms/req: CPU time of the server's node process per response (${kind === 'PGlite' ? 'PGlite runs inside it' : 'PostgreSQL backends not included'}).`);
  console.log(`throughput ratios: save/baseline = ${fmt.n(save.rps / baseline.rps, 2)}, submit/baseline = ${fmt.n(submit.rps / baseline.rps, 2)}`);
}

runMain(main);
