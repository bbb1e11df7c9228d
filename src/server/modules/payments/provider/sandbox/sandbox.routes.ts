import { Hono } from 'hono';
import { SandboxConfirmBodySchema, SandboxPayBodySchema } from '../../../../../shared/schemas/payments';
import type { AppEnv } from '../../../../lib/app-env';
import { AppError } from '../../../../lib/app-error';
import { validate } from '../../../../lib/validate';
import { isSandboxProvider, type SandboxProvider } from './sandbox-provider';

/** The sandbox's browser-facing endpoints exist only where the sandbox takes the payments. */
function sandbox(provider: AppEnv['Variables']['deps']['payments']['provider']): SandboxProvider {
  if (!isSandboxProvider(provider)) throw new AppError('NOT_FOUND', 'Not found');
  return provider;
}

export const sandboxRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    sandbox(c.get('deps').payments.provider);
    await next();
  })
  .post('/confirm', validate('json', SandboxConfirmBodySchema), async (c) => {
    const body = c.req.valid('json');
    return c.json(await sandbox(c.get('deps').payments.provider).confirmPayment(body.clientSecret, body.card), 200);
  })
  .get('/sessions/:id', async (c) => {
    return c.json(await sandbox(c.get('deps').payments.provider).getSession(c.req.param('id')), 200);
  })
  .post('/sessions/:id/pay', validate('json', SandboxPayBodySchema), async (c) => {
    const { card } = c.req.valid('json');
    return c.json(await sandbox(c.get('deps').payments.provider).paySession(c.req.param('id'), card), 200);
  });
