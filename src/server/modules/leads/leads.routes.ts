import { Hono } from 'hono';
import { CaptureLeadBodySchema } from '../../../shared/schemas/leads';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { visitorCookie } from '../../lib/visitor-cookie';
import { captureLead } from './capture-lead';

export const leadsRoutes = new Hono<AppEnv>().use(visitorCookie).post('/', validate('json', CaptureLeadBodySchema), async (c) => {
  const body = c.req.valid('json');
  const lead = await captureLead(c.get('deps'), {
    visitorId: c.get('visitorId'),
    email: body.email,
    attemptId: body.attemptId,
    quizData: body.quizData,
    userAgent: c.req.header('user-agent'),
  });
  return c.json(lead, 201);
});
