import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';

/** Liveness and readiness for a load balancer: 503 while the database cannot be reached. */
export function healthRoutes(ping: () => Promise<void>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await ping();
      return c.json({ status: 'ok' as const, database: 'up' as const });
    } catch {
      return c.json({ status: 'degraded' as const, database: 'down' as const }, 503);
    }
  });
}
