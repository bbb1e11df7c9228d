import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { isHttps } from './client-request';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin this request was addressed to, as the browser saw it (Host, and the scheme it used). */
function ownOrigin(c: Context<AppEnv>): string | null {
  const host = (c.get('deps').trustProxy && c.req.header('x-forwarded-host')?.split(',')[0]?.trim()) || c.req.header('host');
  return host ? `${isHttps(c) ? 'https' : 'http'}://${host.toLowerCase()}` : null;
}

/**
 * CSRF defence for the API: a state-changing request that carries an Origin header must come from a trusted
 * origin (PUBLIC_URL, the Vite dev server, TRUSTED_ORIGINS) or from the very origin it was sent to. Browsers
 * send Origin on every cross-origin POST/PUT/PATCH/DELETE, so a page elsewhere cannot act with a visitor's
 * cookies; requests without Origin (same-origin GET-less clients, server-to-server, tests) are not browsers
 * acting for someone else. SameSite=Lax cookies cover the rest.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const trusted = c.get('deps').authSettings.trustedOrigins;
      if (!trusted.includes(origin) && origin !== ownOrigin(c)) {
        throw new AppError('FORBIDDEN', 'This request came from a site that is not allowed to make it');
      }
    }
  }
  await next();
});
