import { Hono } from 'hono';
import { ReferralVisitBodySchema } from '../../../shared/schemas/member';
import type { AppEnv } from '../../lib/app-env';
import { clientIp } from '../../lib/client-request';
import { hitRateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { visitorCookie } from '../../lib/visitor-cookie';
import { recordReferralVisit } from './record-referral-visit';

/** A browser sends one visit per ?ref= landing; this leaves room for many tabs and people behind one address. */
const VISITS_PER_ADDRESS_HOUR = 60;

/** Public: the landing page reports a visit that arrived with ?ref={code}. */
export const referralRoutes = new Hono<AppEnv>().use(visitorCookie).post('/visits', validate('json', ReferralVisitBodySchema), async (c) => {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  await hitRateLimit(db, { name: 'referral-visit', limit: VISITS_PER_ADDRESS_HOUR, windowSeconds: 3600 }, clientIp(c), now);
  await recordReferralVisit(db, { visitorId: c.get('visitorId'), code: c.req.valid('json').code, userId: c.get('user')?.id ?? null, now });
  return c.body(null, 204);
});
