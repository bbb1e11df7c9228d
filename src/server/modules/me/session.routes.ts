import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { getMe } from './get-me';

/**
 * GET /api/session: who is signed in, or null, always with 200. The header asks this on every page, so a
 * signed-out visitor's browser logs no failed request; /api/me stays the protected form of the same answer.
 */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = c.get('user');
  c.header('Cache-Control', 'private, no-store');
  return c.json({ me: user ? await getMe(c.get('deps').db, user) : null });
});
