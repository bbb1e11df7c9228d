import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { onCleanup } from './cleanup';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the process exited. */
  at: number;
}

export interface Child {
  proc: ChildProcess;
  pid: number;
  exited: Promise<Exit>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines the process wrote (stdout and stderr together). */
  output(): string;
  /** SIGTERM (or `signal`), then SIGKILL to the whole process group after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
}

const MAX_OUTPUT = 64 * 1024;

/**
 * Spawns a child in its own process group (so its whole tree can be killed by its id), keeps the tail of its
 * output, and registers its kill with the cleanup registry.
 */
export function spawnChild(
  label: string,
  command: string,
  args: string[],
  options: SpawnOptions & { onLine?: (line: string) => void } = {},
): Child {
  const { onLine, ...spawnOptions } = options;
  const proc = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (proc.pid === undefined) throw new Error(`could not start ${label}`);
  const pid = proc.pid;
  let tail = '';
  const partial = { stdout: '', stderr: '' };
  const keep = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-MAX_OUTPUT);
    if (!onLine) return;
    const lines = (partial[stream] + text).split('\n');
    partial[stream] = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
  proc.stdout?.on('data', keep('stdout'));
  proc.stderr?.on('data', keep('stderr'));
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) => {
    proc.once('exit', (code, signal) => {
      exit = { code, signal, at: performance.now() };
      resolve(exit);
    });
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      /* already gone */
    }
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<Exit> => {
    if (exit) return exit;
    proc.kill(signal);
    const timer = setTimeout(() => killGroup('SIGKILL'), graceMs);
    const result = await exited;
    clearTimeout(timer);
    killGroup('SIGKILL'); // anything the child left behind in its group
    return result;
  };
  const unregister = onCleanup(`stop ${label} (pid ${pid})`, async () => {
    await stop('SIGTERM', 5_000);
  });
  void exited.then(() => unregister());
  return { proc, pid, exited, alive: () => exit === null, output: () => tail, stop };
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Last `n` lines of a text, indented, for error messages. */
export function lastLines(text: string, n = 20): string {
  return text
    .trimEnd()
    .split('\n')
    .slice(-n)
    .map((l) => `    ${l}`)
    .join('\n');
}

/** "load 1.23 on 2 cores": other work on the machine skews timings, so the reports print it. */
export function machineLoad(): string {
  return `load average ${os.loadavg()[0]!.toFixed(2)} (1 min) on ${os.availableParallelism()} cores`;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
