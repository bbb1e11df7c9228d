import http from 'node:http';
import { startAppServer } from '../lib/app-server';
import { sleep } from '../lib/proc';
import { startVisitors } from '../lib/quiz-client';
import { fmt, printTable } from '../lib/table';
import { AnswerLoad, describeTally, isOk, type Sent, tally } from './answer-load';

export interface PartBOptions {
  databaseUrl: string;
  /** Server bundle to run; default dist/server/index.js. */
  bundle?: string;
  visitors: number;
  connections: number;
  loadSecondsBeforeSigterm: number;
  maxExitSeconds: number;
}

/** Part B: SIGTERM in the middle of keep-alive load; the server must finish every in-flight request and exit 0. */
export async function drainOnSigterm(o: PartBOptions): Promise<string[]> {
  const logLines: string[] = [];
  const app = await startAppServer({
    label: 'server (part B)',
    databaseUrl: o.databaseUrl,
    bundle: o.bundle,
    logLevel: 'info',
    onLine: (line) => {
      if (!line.includes('"msg":"request')) logLines.push(line);
    },
  });
  const visitors = await startVisitors(app.url, o.visitors, { concurrency: 10 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  console.log(`\npart B: ${o.connections} keep-alive connections saving answers for ${o.loadSecondsBeforeSigterm} s, then SIGTERM`);

  const t0 = performance.now();
  const hardStop = () => performance.now() - t0 > (o.loadSecondsBeforeSigterm + o.maxExitSeconds + 5) * 1000;
  const load = new AnswerLoad({ baseUrl: app.url, visitors, workers: o.connections, agent, timeoutMs: 15_000, stop: () => !app.child.alive() || hardStop() });
  const running = load.run();
  await sleep(o.loadSecondsBeforeSigterm * 1000);

  const inFlight: Sent[] = [...load.inFlight];
  const sigtermAt = performance.now();
  app.child.proc.kill('SIGTERM');
  const bound = setTimeout(() => void app.child.stop('SIGKILL', 0), (o.maxExitSeconds + 5) * 1000);
  const exit = await app.child.exited;
  clearTimeout(bound);
  await running;
  agent.destroy();

  const exitSeconds = (exit.at - sigtermAt) / 1000;
  const completed = inFlight.filter(isOk);
  const failed = inFlight.filter((s) => !isOk(s));
  const before = load.all.filter((s) => s.sentAt < sigtermAt && !inFlight.includes(s));
  const after = load.all.filter((s) => s.sentAt >= sigtermAt);
  const said = (text: string) => logLines.some((l) => l.includes(text));
  printTable(
    ['part B: SIGTERM under keep-alive load', 'value'],
    [
      ['requests before SIGTERM (finished)', `${before.length} (${describeTally(tally(before))})`],
      ['in flight at SIGTERM', inFlight.length],
      ['  of those completed with 2xx', completed.length],
      ['  of those failed', `${failed.length}${failed.length ? ` (${describeTally(tally(failed))})` : ''}`],
      ['  of those answered with Connection: close', inFlight.filter((s) => s.closing).length],
      ['sent after SIGTERM', `${after.length} (${describeTally(tally(after))})`],
      ['  of those reset on a reused keep-alive socket', after.filter((s) => s.error === 'ECONNRESET' && s.reused).length],
      ['exit code / signal', `${exit.code ?? '-'} / ${exit.signal ?? '-'}`],
      ['SIGTERM → exit', fmt.s(exitSeconds * 1000)],
      ['server logged "shut down cleanly"', said('shut down cleanly') ? 'yes' : 'no'],
      ['server logged "drain timed out"', said('drain timed out') ? 'YES' : 'no'],
    ],
  );

  const problems: string[] = [];
  if (exit.code !== 0) problems.push(`part B: exit code ${exit.code ?? `signal ${exit.signal}`} after SIGTERM (expected 0)`);
  if (exitSeconds > o.maxExitSeconds) problems.push(`part B: took ${exitSeconds.toFixed(2)} s to exit after SIGTERM (limit ${o.maxExitSeconds} s)`);
  if (failed.length > 0) problems.push(`part B: ${failed.length} of ${inFlight.length} in-flight requests were dropped (${describeTally(tally(failed))})`);
  if (inFlight.length === 0) console.log('note: no request was in flight at SIGTERM; the drain was not exercised');
  return problems;
}
