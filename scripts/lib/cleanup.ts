/**
 * Cleanup registry for the bench and fault scripts: children and throwaway databases register a teardown here,
 * and it runs exactly once — after main() returns or throws, and on SIGINT/SIGTERM.
 */
type Teardown = () => Promise<void> | void;

const teardowns: { label: string; fn: Teardown }[] = [];
let running: Promise<void> | null = null;

/** Registers a teardown; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(label: string, fn: Teardown): () => Promise<void> {
  const entry = { label, fn };
  teardowns.push(entry);
  return async () => {
    const i = teardowns.indexOf(entry);
    if (i === -1) return;
    teardowns.splice(i, 1);
    await fn();
  };
}

/** Runs every registered teardown, newest first; a failing teardown is reported and the rest still run. */
export function runCleanup(): Promise<void> {
  running ??= (async () => {
    while (teardowns.length > 0) {
      const { label, fn } = teardowns.pop()!;
      try {
        await withTimeout(Promise.resolve(fn()), 30_000, `cleanup "${label}"`);
      } catch (err) {
        console.error(`cleanup: ${label} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  })();
  return running;
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs a script's main: its resolved value is the exit code. Cleans up on success, failure and Ctrl-C, and
 * exits hard after `hardLimitMs` so a stuck run never lingers.
 */
export function runMain(main: () => Promise<number>, hardLimitMs = 15 * 60_000): void {
  const hardLimit = setTimeout(() => {
    console.error(`aborting: the run exceeded its ${Math.round(hardLimitMs / 1000)} s limit`);
    void runCleanup().finally(() => process.exit(124));
  }, hardLimitMs);
  hardLimit.unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping and cleaning up...`);
      void runCleanup().finally(() => process.exit(130));
    });
  }
  main()
    .then(
      (code) => code,
      (err: unknown) => {
        console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
        return 1;
      },
    )
    .then(async (code) => {
      await runCleanup();
      clearTimeout(hardLimit);
      process.exit(code);
    });
}
