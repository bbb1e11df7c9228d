import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { throwawayDatabase } from '../../../src/server/test-support/throwaway-database';

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A throwaway database on the DATABASE_URL server, or a fresh PGlite folder. */
async function freshDatabaseEnv(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-e2e-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const throwaway = await throwawayDatabase(serverUrl, 'e2e');
  return { env: { DATABASE_URL: throwaway.url }, cleanup: throwaway.drop };
}

export interface TestServer {
  baseURL: string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** E-mail addresses made admins (scripts/admin-create.ts) on the fresh database before the server starts. */
  admins?: string[];
  /**
   * Use this PostgreSQL database instead of a fresh one (several servers on one database, as behind a load
   * balancer); the caller creates and drops it.
   */
  databaseUrl?: string;
}

/** Runs the operator's admin command; it must finish before the server opens the database (PGlite: one process). */
function createAdmins(emails: string[], env: NodeJS.ProcessEnv) {
  for (const email of emails) {
    const result = spawnSync('npx', ['tsx', 'scripts/admin-create.ts', email], { cwd: root, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`e2e: admin-create ${email} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * The built app (dist/server) on a free port with a fresh database; extra env for test-only settings. Links in
 * its e-mails and its trusted origin are this address (PUBLIC_URL), as they would be behind a real domain.
 */
export async function startServer(extraEnv: Record<string, string> = {}, options: StartServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const database = options.databaseUrl
    ? { env: { DATABASE_URL: options.databaseUrl }, cleanup: async () => {} }
    : await freshDatabaseEnv();
  const { DATABASE_URL: _drop, ...inherited } = process.env;
  const baseURL = `http://127.0.0.1:${port}`;
  // Every browser of a test file comes from one address; the per-address limit on starting payments is API-tested.
  const env = {
    ...inherited,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    RATE_LIMIT_PAYMENT_STARTS_PER_HOUR: '10000',
    ...database.env,
    ...extraEnv,
  };
  if (options.admins?.length) createAdmins(options.admins, env);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`e2e: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('e2e: the server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await database.cleanup();
    },
  };
}
