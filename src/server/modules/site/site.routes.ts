import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { getSiteCopy } from './get-site-copy';

export const siteRoutes = new Hono<AppEnv>().get('/copy', async (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(await getSiteCopy(c.get('deps').db));
});
