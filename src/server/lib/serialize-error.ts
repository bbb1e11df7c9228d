/**
 * Fields of a database error that carry the values a query was run with: drizzle's `params`, PostgreSQL's `detail`
 * ("Key (email)=(jane@example.com) already exists."). E-mails and names must not reach the logs through them.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);
/** drizzle words a failed query as "Failed query: <sql>\nparams: <values>": the SQL stays, the values go. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

const withoutParams = (text: string) => text.replace(PARAMS_LINE, '\nparams: [not logged]');

/**
 * pino's serializer for `err`: the error's type, message and stack, its own fields and its cause, all as pino's
 * standard serializer gives them, less the values of a failed query.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const out: Record<string, unknown> = { type: err.constructor.name, message: withoutParams(err.message), stack: err.stack ? withoutParams(err.stack) : undefined };
  for (const [key, value] of Object.entries(err)) {
    if (VALUE_FIELDS.has(key) || key in out) continue;
    out[key] = value instanceof Error && depth < 5 ? serializeError(value, depth + 1) : value;
  }
  if (err.cause !== undefined && depth < 5) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
