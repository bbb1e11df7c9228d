import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const NUL = '\u0000';
const MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** Whether a parsed JSON value holds NUL in any string, keys included. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes(NUL) || holdsNul(item));
  return false;
}

/**
 * A URL carries NUL only as %00 (the parser escapes a raw one), and a route decodes each escape on its own: looking for
 * the escape itself never misses one behind an escape that does not decode (%00%ZZ).
 */
const ESCAPED_NUL = /%00/i;

/**
 * PostgreSQL refuses NUL in text, so a string holding one would fail deep in a query as a 500. It means nothing in
 * any field of ours: every API request whose path, query or JSON body holds one is refused at the edge with 422,
 * better-auth's endpoints included. A body that is not JSON is left to the route, which refuses it as malformed.
 * The payment provider's webhook is exempt: its body is checked byte for byte by its signature, and stored as JSON.
 */
export function refuseNul(exemptPath: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.path === exemptPath) return next();
    const url = new URL(c.req.url);
    if (ESCAPED_NUL.test(url.pathname) || ESCAPED_NUL.test(url.search)) {
      throw new AppError('VALIDATION_FAILED', MESSAGE, [{ path: 'url', message: MESSAGE }]);
    }
    if (/json/i.test(c.req.header('content-type') ?? '')) {
      const text = await c.req.raw.clone().text();
      // Cheap first look: a NUL can only be in the body as the raw character or a \u0000 escape.
      if (text.includes(NUL) || /\\u0000/i.test(text)) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text.includes(NUL) ? NUL : null;
        }
        if (holdsNul(body)) throw new AppError('VALIDATION_FAILED', MESSAGE, [{ path: 'body', message: MESSAGE }]);
      }
    }
    await next();
  });
}
