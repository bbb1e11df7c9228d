import { Hono } from 'hono';
import { CaptureLeadBodySchema } from '../../../shared/schemas/leads';
import type { AppEnv } from '../../lib/app-env';
import { clientIp } from '../../lib/client-request';
import { validate } from '../../lib/validate';
import { visitorCookie } from '../../lib/visitor-cookie';
import { captureLead } from './capture-lead';

export const leadsRoutes = new Hono<AppEnv>().use(visitorCookie).post('/', validate('json', CaptureLeadBodySchema), async (c) => {
  const body = c.req.valid('json');
  const lead = await captureLead(c.get('deps'), {
    visitorId: c.get('visitorId'),
    email: body.email,
    ip: clientIp(c),
    attemptId: body.attemptId,
    userAgent: c.req.header('user-agent'),
  });
  return c.json(lead, 201);
});
