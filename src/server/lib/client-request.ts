import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The client's IP address, for rate limits. Behind a load balancer (TRUST_PROXY) it is the last address the
 * balancer appended to X-Forwarded-For; otherwise the socket's peer. Requests made in-process (tests) have neither.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the browser reached us over HTTPS, so cookies get the Secure flag exactly when they can keep it. */
export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return c.get('deps').trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
