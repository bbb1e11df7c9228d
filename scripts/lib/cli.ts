import { parseArgs } from 'node:util';

/** Reads a positive number flag (`--duration 10` or `--duration=10`), with a default and an upper bound. */
export function numberFlag(values: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > max) throw new Error(`--${name} must be a number in (0, ${max}], got ${String(raw)}`);
  return n;
}

/** parseArgs with string and boolean flags; unknown flags are an error. */
export function readFlags(strings: string[], booleans: string[] = []) {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const s of strings) options[s] = { type: 'string' };
  for (const b of booleans) options[b] = { type: 'boolean' };
  options.help = { type: 'boolean' };
  return parseArgs({ options, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
}
