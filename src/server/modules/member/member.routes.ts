import { Hono } from 'hono';
import { UpdateProfileBodySchema } from '../../../shared/schemas/member';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../auth/session';
import { getReferral } from '../referrals/get-referral';
import { getDashboard } from './get-dashboard';
import { getProfile } from './get-profile';
import { updateProfile } from './update-profile';

/** The signed-in home (/profile): mounted at /api/me beside meRoutes. */
export const memberRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/dashboard', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await getDashboard(db, signedInUser(c).id, clock.now()));
  })
  .get('/profile', async (c) => c.json(await getProfile(c.get('deps').db, signedInUser(c).id)))
  .put('/profile', validate('json', UpdateProfileBodySchema), async (c) => {
    const input = { userId: signedInUser(c).id, headers: c.req.raw.headers, body: c.req.valid('json') };
    const { profile, cookies } = await updateProfile(c.get('deps'), input);
    for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
    return c.json(profile);
  })
  .get('/referral', async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await getReferral(db, signedInUser(c).id, clock.now()));
  });
