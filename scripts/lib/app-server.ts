import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { ROOT, SERVER_BUNDLE } from './build';
import { type Child, freePort, lastLines, spawnChild } from './proc';
import { waitForHealth } from './quiz-client';

export interface AppServer {
  url: string;
  port: number;
  child: Child;
  /** The temp DATA_DIR (PGlite) when no DATABASE_URL was given. */
  dataDir?: string;
}

export interface AppServerOptions {
  label?: string;
  /** A PostgreSQL URL; omitted means PGlite in a new temp DATA_DIR (removed at cleanup). */
  databaseUrl?: string;
  logLevel?: string;
  env?: Record<string, string>;
  /** Another server bundle to run instead of dist/server/index.js (e.g. a patched build). */
  bundle?: string;
  /** Every line the server writes (stdout and stderr). */
  onLine?: (line: string) => void;
}

/** Settings of the surrounding shell that must not leak into a measured server. */
const SERVER_KEYS = ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_POOL_MAX', 'LOG_LEVEL', 'QUIZ_GRACE_SECONDS', 'QUIZ_DURATION_OVERRIDE_SECONDS', 'SHUTDOWN_TIMEOUT_MS', 'CLIENT_DIR'];

/** A temp directory removed at cleanup. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(`remove ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts dist/server/index.js (production mode, 127.0.0.1, a free port) and waits for /api/health. */
export async function startAppServer({ label = 'server', databaseUrl, logLevel = 'silent', env = {}, onLine, bundle = SERVER_BUNDLE }: AppServerOptions = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = databaseUrl ? undefined : tempDir('bench-data-');
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !SERVER_KEYS.includes(k)) childEnv[k] = v;
  Object.assign(childEnv, {
    NODE_ENV: 'production',
    // Production refuses to start without a secret; a throwaway one per run is enough for measuring.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: logLevel,
    // Load from one address on purpose: the per-address limits would refuse it after a few dozen attempts.
    RATE_LIMIT_ATTEMPT_STARTS_PER_HOUR: '1000000',
    RATE_LIMIT_LEAD_CAPTURES_PER_HOUR: '1000000',
    RATE_LIMIT_PAYMENT_STARTS_PER_HOUR: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! }),
    ...env,
  });
  const child = spawnChild(label, process.execPath, ['--enable-source-maps', bundle], { cwd: ROOT, env: childEnv, onLine });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child.alive);
  } catch (err) {
    await child.stop('SIGKILL', 1_000);
    throw new Error(`${label} did not start: ${(err as Error).message}\n${lastLines(child.output())}`);
  }
  return { url, port, child, dataDir };
}
