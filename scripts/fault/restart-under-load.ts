import { startAppServer } from '../lib/app-server';
import { request } from '../lib/http';
import { withClient } from '../lib/pg-admin';
import { detectCluster, restartCluster, type RestartResult } from '../lib/pg-cluster';
import { lastLines, sleep } from '../lib/proc';
import { startVisitors } from '../lib/quiz-client';
import { fmt, printTable } from '../lib/table';
import { AnswerLoad, describeTally, isOk, type Sent, tally } from './answer-load';

export interface PartAOptions {
  databaseUrl: string;
  /** Server bundle to run; default dist/server/index.js. */
  bundle?: string;
  visitors: number;
  workers: number;
  loadSeconds: number;
  restartAfterSeconds: number;
  maxWindowSeconds: number;
}


/** The answer each pair must hold: its last acknowledged option, or an option of a later request whose fate is unknown. */
function expectations(all: Sent[]) {
  const byPair = new Map<string, { acked?: number; acks: number; maybe: Set<number> }>();
  for (const s of [...all].sort((a, b) => a.sentAt - b.sentAt)) {
    const e = byPair.get(s.key) ?? { acks: 0, maybe: new Set<number>() };
    byPair.set(s.key, e);
    if (isOk(s)) {
      e.acked = s.option;
      e.acks++;
      e.maybe.clear();
    } else if (s.status === undefined || s.status >= 500) {
      // No answer, or a 5xx: the transaction may still have committed (e.g. the connection died during COMMIT).
      e.maybe.add(s.option);
    }
  }
  return byPair;
}

async function verifyAcknowledged(databaseUrl: string, all: Sent[]) {
  const expected = expectations(all);
  const attemptIds = [...new Set(all.map((s) => s.attemptId))];
  const rows = await withClient(databaseUrl, async (c) => {
    const res = await c.query<{ attempt_id: string; question_id: string; option_index: number }>(
      'select attempt_id, question_id, option_index from attempt_answers where attempt_id = any($1::uuid[])',
      [attemptIds],
    );
    return res.rows;
  });
  const stored = new Map(rows.map((r) => [`${r.attempt_id}/${r.question_id}`, r.option_index]));
  let pairs = 0;
  let acks = 0;
  let exact = 0;
  let superseded = 0;
  const lost: string[] = [];
  for (const [key, e] of expected) {
    if (e.acked === undefined) continue;
    pairs++;
    acks += e.acks;
    const value = stored.get(key);
    if (value === e.acked) exact++;
    else if (value !== undefined && e.maybe.has(value)) superseded++;
    else lost.push(`${key}: acknowledged option ${e.acked}, database has ${value ?? 'no row'}`);
  }
  return { pairs, acks, exact, superseded, lost };
}

/** A pino JSON line as "msg: error message (cause)", anything else as it is; one line, shortened. */
function summarizeLogLine(line: string): string {
  let text = line;
  try {
    const entry = JSON.parse(line) as { msg?: string; status?: number; path?: string; err?: { type?: string; message?: string } };
    text = entry.err ? `${entry.msg}: ${entry.err.type ?? ''} ${entry.err.message ?? ''}` : `${entry.msg} ${entry.status ?? ''} ${entry.path ?? ''}`;
  } catch {
    /* not JSON: a crash trace */
  }
  return `    ${text.replace(/\s+/g, ' ').slice(0, 220)}`;
}

async function healthy(url: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    try {
      if ((await request(`${url}/api/health`, { timeoutMs: 2_000 })).status === 200) return true;
    } catch {
      /* retry */
    }
    await sleep(500);
  }
  return false;
}

/** Part A: answer saves under load while PostgreSQL restarts; nothing acknowledged may be lost. */
export async function restartUnderLoad(o: PartAOptions): Promise<string[]> {
  const cluster = detectCluster();
  const errorLines: string[] = [];
  const app = await startAppServer({
    label: 'server (part A)',
    databaseUrl: o.databaseUrl,
    bundle: o.bundle,
    logLevel: 'error',
    // 503s are logged as "request failed" too: they are counted from the responses instead.
    onLine: (line) => {
      if (line.trim() && !(line.includes('"msg":"request failed"') && line.includes('"status":503'))) errorLines.push(line);
    },
  });
  const visitors = await startVisitors(app.url, o.visitors, { concurrency: 10 });
  console.log(`part A: ${visitors.length} visitors, ${o.workers} concurrent clients, ${o.loadSeconds} s of answer saves; restarting PostgreSQL ${cluster.version}/${cluster.name} at ${o.restartAfterSeconds} s`);

  const t0 = performance.now();
  const load = new AnswerLoad({ baseUrl: app.url, visitors, workers: o.workers, stop: () => performance.now() - t0 > o.loadSeconds * 1000 });
  const running = load.run();
  await sleep(o.restartAfterSeconds * 1000);
  const restart: RestartResult = await restartCluster(cluster);
  await running;
  const alive = app.child.alive();
  const healthAfter = alive && (await healthy(app.url));

  const all = load.all;
  const failures = all.filter((s) => !isOk(s)).sort((a, b) => a.doneAt! - b.doneAt!);
  const first = failures[0];
  const last = failures.at(-1);
  const windowSeconds = first && last ? (last.doneAt! - first.doneAt!) / 1000 : 0;
  const okAfterRestart = all.filter((s) => isOk(s) && s.sentAt > restart.endedAt).length;
  const rel = (t: number) => `${((t - t0) / 1000).toFixed(2)} s`;
  const verify = await verifyAcknowledged(o.databaseUrl, all);
  await app.child.stop();

  const counts = tally(all);
  const count503 = counts['503'] ?? 0;
  const ok = all.filter(isOk).length;
  printTable(
    ['part A: PostgreSQL restart under load', 'value'],
    [
      ['restart command', `${restart.ok ? 'ok' : 'FAILED'}, ${rel(restart.startedAt)} → ${rel(restart.endedAt)} (${fmt.s(restart.endedAt - restart.startedAt)})`],
      ['requests sent', all.length],
      ['2xx', ok],
      ['503 SERVICE_UNAVAILABLE', count503],
      ['other failures', all.length - ok - count503],
      ['all outcomes', describeTally(counts)],
      ['failure window (first → last failure)', first && last ? `${windowSeconds.toFixed(2)} s (${rel(first.doneAt!)} → ${rel(last.doneAt!)})` : 'no failures'],
      ['2xx sent after the restart finished', okAfterRestart],
      ['server process alive afterwards', alive ? 'yes' : `NO (${await app.child.exited.then((e) => `exit code ${e.code ?? '-'}, signal ${e.signal ?? '-'}, at ${rel(e.at)}`)})`],
      ['GET /api/health afterwards', healthAfter ? '200' : 'not 200'],
      ['server error log lines (besides 503s)', errorLines.length],
      ['acknowledged writes / pairs', `${verify.acks} / ${verify.pairs}`],
      ['pairs holding their last acknowledged option', verify.exact],
      ['pairs holding a later unacknowledged (5xx/no-answer) option', verify.superseded],
      ['lost acknowledged writes', verify.lost.length],
    ],
  );
  if (errorLines.length > 0) console.log(`server errors (first 4):\n${errorLines.slice(0, 4).map(summarizeLogLine).join('\n')}`);
  for (const l of verify.lost.slice(0, 10)) console.log(`  lost: ${l}`);
  if (!alive) console.log(`server output (tail):\n${lastLines(app.child.output(), 30)}`);

  const problems: string[] = [];
  if (!restart.ok) problems.push(`the PostgreSQL restart failed: ${restart.output}`);
  if (!alive) problems.push('part A: the server process died during the PostgreSQL restart');
  else if (!healthAfter) problems.push('part A: /api/health did not return 200 after the restart');
  if (verify.lost.length > 0) problems.push(`part A: ${verify.lost.length} acknowledged writes lost`);
  if (windowSeconds > o.maxWindowSeconds) problems.push(`part A: requests failed for ${windowSeconds.toFixed(1)} s (limit ${o.maxWindowSeconds} s)`);
  if (alive && okAfterRestart === 0) problems.push('part A: no answer was saved after the restart');
  if (failures.length === 0) console.log('note: no request failed; the restart may have fallen between requests');
  if (all.some((s) => s.error !== undefined && s.error !== 'TIMEOUT' && alive)) {
    console.log(`note: network errors while the server was alive: ${describeTally(tally(all.filter((s) => s.error !== undefined)))}`);
  }
  return problems;
}
