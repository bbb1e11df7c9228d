import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/** One structured log line per API request, carrying the request id that error responses also return. */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const logger = c.get('deps').logger.child({ requestId: c.get('requestId') });
  c.set('logger', logger);
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
  if (c.res.status >= 500) logger.error(line, 'request failed');
  else logger.info(line, 'request');
});
