import { Hono } from 'hono';
import { SupportTicketBodySchema } from '../../../shared/schemas/member';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../auth/session';
import { submitSupportTicket } from './submit-support-ticket';

/** The help page's contact form (signed in). */
export const supportRoutes = new Hono<AppEnv>().post('/tickets', requireUser, validate('json', SupportTicketBodySchema), async (c) =>
  c.json(await submitSupportTicket(c.get('deps'), signedInUser(c), c.req.valid('json')), 201),
);
