import { createApp } from '../app';
import { fixedClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { freshDatabase } from './fresh-database';

export interface TestAppOptions {
  graceSeconds?: number;
  durationOverrideSeconds?: number;
  attemptStartsPerHour?: number;
  leadCapturesPerHour?: number;
}

/** The real app on a fresh database with a clock the test moves by hand. */
export async function createTestApp(options: TestAppOptions = {}) {
  const fresh = await freshDatabase();
  const clock = fixedClock('2026-03-10T12:00:00Z');
  const deps = {
    db: fresh.database.db,
    clock,
    logger: createLogger('silent'),
    quiz: { graceSeconds: options.graceSeconds ?? 5, durationOverrideSeconds: options.durationOverrideSeconds },
    trustProxy: true,
    rateLimits: {
      attemptStartsPerHour: options.attemptStartsPerHour ?? 10_000,
      leadCapturesPerHour: options.leadCapturesPerHour ?? 10_000,
    },
  };
  const app = createApp({ deps, ping: fresh.database.ping });
  return { app, clock, db: fresh.database.db, deps, close: fresh.drop };
}

/** A browser-like client: keeps the visitor cookie between requests, as one browser (and all its tabs) would. */
export function visitor(app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }) {
  let cookie = '';
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers, ...(cookie ? { cookie } : {}) } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await app.request(path, init);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json: json as any, text, headers: res.headers };
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => send('PUT', path, body, headers),
    get cookie() {
      return cookie;
    },
  };
}
