import pino from 'pino';

/** Test-only: a pino logger whose lines are kept in memory, parsed, for assertions on what was logged. */
export function captureLogger() {
  const lines: Array<Record<string, unknown> & { level: number; msg: string }> = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}
