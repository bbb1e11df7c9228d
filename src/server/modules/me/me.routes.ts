import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { requireUser, signedInUser } from '../auth/session';
import { getProgress } from '../progress/get-progress';
import { getMe } from './get-me';

/** The signed-in user's own data; 401 UNAUTHENTICATED when signed out. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json(await getMe(c.get('deps').db, signedInUser(c))))
  .get('/progress', async (c) => c.json(await getProgress(c.get('deps').db, signedInUser(c).id)));
