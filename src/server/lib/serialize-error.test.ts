import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** What the logger writes for `err`, as one JSON line. */
function logged(err: unknown): string {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  logger.error({ err }, 'unhandled error');
  return lines.join('');
}

describe('logging a failed query', () => {
  it('keeps the SQL and the driver’s code, never the values it was run with', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "user_email_unique"'), {
      code: '23505',
      constraint: 'user_email_unique',
      detail: 'Key (email)=(jane.secret@example.com) already exists.',
    });
    const err = new DrizzleQueryError('insert into "user" ("email", "name") values ($1, $2)', ['jane.secret@example.com', 'Jane Secret'], driver);
    const line = logged(err);
    const entry = JSON.parse(line) as { err: { message: string; query: string; stack: string; cause: { code: string; constraint: string } } };
    expect(line).not.toContain('jane.secret');
    expect(line).not.toContain('Jane Secret');
    expect(entry.err.query).toBe('insert into "user" ("email", "name") values ($1, $2)');
    expect(entry.err.message).toBe('Failed query: insert into "user" ("email", "name") values ($1, $2)\nparams: [not logged]');
    expect(entry.err.stack).toContain('params: [not logged]');
    expect(entry.err.stack).toMatch(/\n {4}at /);
    expect(entry.err.cause).toMatchObject({ code: '23505', constraint: 'user_email_unique' });
  });

  it('logs other errors as before: type, message, stack and their own fields', () => {
    const entry = JSON.parse(logged(Object.assign(new TypeError('boom'), { status: 418 }))) as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({ type: 'TypeError', message: 'boom', status: 418 });
    expect(entry.err.stack).toContain('TypeError: boom');
  });
});
