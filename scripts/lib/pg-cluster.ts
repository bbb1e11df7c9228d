import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** The local Debian PostgreSQL cluster: the highest version under /etc/postgresql that has a `main` cluster. */
export function detectCluster(): { version: string; name: string } {
  const root = '/etc/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v) && fs.existsSync(`${root}/${v}/main`))
    : [];
  const version = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('no PostgreSQL cluster found under /etc/postgresql/<version>/main');
  return { version, name: 'main' };
}

export interface RestartResult {
  ok: boolean;
  /** performance.now() at the start and end of the restart command. */
  startedAt: number;
  endedAt: number;
  output: string;
}

/** `pg_ctlcluster --skip-systemctl-redirect <version> main restart`, without blocking the event loop (60 s bound). */
export function restartCluster(cluster: { version: string; name: string }): Promise<RestartResult> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const proc = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'restart'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let output = '';
    proc.stdout.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (output += c.toString()));
    proc.on('error', (err) => resolve({ ok: false, startedAt, endedAt: performance.now(), output: `${output}${err.message}` }));
    proc.on('exit', (code) => resolve({ ok: code === 0, startedAt, endedAt: performance.now(), output: output.trim() }));
  });
}
