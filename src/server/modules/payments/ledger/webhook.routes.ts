import { Hono } from 'hono';
import type { AppEnv } from '../../../lib/app-env';
import { receiveWebhook } from './receive-webhook';

/**
 * POST /api/payments/webhook: the provider's events (Stripe's, or the sandbox's in the same format). The signature
 * covers the exact bytes sent, so the body is read as raw text, never re-serialised JSON. A bad signature is 400.
 */
export const webhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const rawBody = await c.req.text();
  const { duplicate } = await receiveWebhook(c.get('deps'), rawBody, c.req.header('stripe-signature'));
  return c.json({ received: true as const, duplicate });
});
