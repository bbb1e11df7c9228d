import autocannon from 'autocannon';
import { assertLoopback } from './http';
import { cpuSeconds } from './proc';

export interface CannonStats {
  label: string;
  /** Completed responses per second, from the first request to the last response. */
  rps: number;
  p50: number;
  p99: number;
  responses: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
  seconds: number;
  /** CPU time the server process used per response (NaN without `serverPid`). */
  cpuMsPerRequest: number;
}

export interface CannonRun {
  label: string;
  url: string;
  connections: number;
  /** Seconds; the run stops after this (with `amount`, it is a safety bound). */
  duration: number;
  /** Stop after exactly this many responses instead of after `duration`. */
  amount?: number;
  requests: autocannon.Request[];
  /** The server's pid, to measure its CPU time per request. */
  serverPid?: number;
}

/** Runs autocannon (no progress bar) and summarizes throughput, latency and every status code. */
export async function runCannon(run: CannonRun): Promise<CannonStats> {
  assertLoopback(run.url);
  let responses = 0;
  let firstSentAt = 0;
  let lastResponseAt = 0;
  let guard: NodeJS.Timeout | undefined;
  const cpuBefore = run.serverPid ? cpuSeconds(run.serverPid) : Number.NaN;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: run.url, connections: run.connections, duration: run.duration, amount: run.amount, requests: run.requests, timeout: 10 },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on('start', () => {
      firstSentAt = performance.now();
    });
    instance.on('response', () => {
      responses++;
      lastResponseAt = performance.now();
    });
    // With `amount`, autocannon ignores `duration`: bound the run anyway.
    if (run.amount) guard = setTimeout(() => instance.stop(), run.duration * 1000);
  });
  clearTimeout(guard);
  const cpuUsed = run.serverPid ? cpuSeconds(run.serverPid) - cpuBefore : Number.NaN;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const seconds = lastResponseAt > firstSentAt ? (lastResponseAt - firstSentAt) / 1000 : result.duration;
  return {
    label: run.label,
    rps: responses / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    seconds,
    cpuMsPerRequest: (cpuUsed * 1000) / responses,
  };
}

export function describeCodes(stats: CannonStats): string {
  return Object.entries(stats.statusCodes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
}
