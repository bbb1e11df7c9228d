import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { getPublicStats } from './get-public-stats';
import { getRecentBuyers } from './get-recent-buyers';

export const statsRoutes = new Hono<AppEnv>()
  .get('/public', async (c) => {
    const { db, clock } = c.get('deps');
    c.header('Cache-Control', 'public, max-age=10');
    return c.json(await getPublicStats(db, clock));
  })
  .get('/recent-buyers', async (c) => {
    c.header('Cache-Control', 'public, max-age=10');
    return c.json(await getRecentBuyers(c.get('deps').db));
  });
