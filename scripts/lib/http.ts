import http from 'node:http';

export interface HttpResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as received. */
  bytes: Buffer;
  /** Whether the request went over a kept-alive socket of the agent. */
  reusedSocket: boolean;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** Only loopback traffic: every URL these scripts call is checked here. */
export function assertLoopback(url: URL | string): void {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') throw new Error(`refusing to send traffic to ${host}: 127.0.0.1 only`);
}

/** One HTTP request (no redirects, no decompression); rejects on network errors and after `timeoutMs`. */
export function request(url: string, { method = 'GET', headers = {}, body, agent, timeoutMs = 15_000 }: HttpOptions = {}): Promise<HttpResult> {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      url,
      {
        method,
        agent: agent ?? false,
        headers: { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes, reusedSocket: req.reusedSocket });
        });
        res.on('error', reject);
        res.on('aborted', () => reject(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' })));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error(`timed out after ${timeoutMs} ms`), { code: 'TIMEOUT' })));
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}

/** Whether a failed request had been sent over a kept-alive socket. */
export const onReusedSocket = (err: unknown) => (err as { reusedSocket?: unknown } | null)?.reusedSocket === true;

/** The error code of a failed request (ECONNRESET, ECONNREFUSED, TIMEOUT...), for counting. */
export function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : err instanceof Error ? err.message : String(err);
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at once; stops starting new ones after `deadline`. */
export async function forEachLimited(count: number, concurrency: number, deadline: number, task: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      const i = next++;
      await task(i);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return done;
}
