import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { AppEnv } from './app-env';
import { isHttps } from './client-request';

export const VISITOR_COOKIE = 'vid';
const VISITOR_PATTERN = /^[0-9a-f-]{36}$/;

/** The visitor id in a raw Cookie header (for code that sees the request outside Hono, e.g. auth hooks). */
export function visitorIdFromCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  const value = parse(header, VISITOR_COOKIE)[VISITOR_COOKIE];
  return value && VISITOR_PATTERN.test(value) ? value : null;
}

/**
 * An anonymous visitor is known by a random, HTTP-only cookie: it ties the quiz attempt to this browser
 * (every tab shares it) without an account, and cannot be read by page scripts.
 */
export const visitorCookie = createMiddleware<AppEnv>(async (c, next) => {
  let visitorId = getCookie(c, VISITOR_COOKIE);
  if (!visitorId || !VISITOR_PATTERN.test(visitorId)) {
    visitorId = randomUUID();
    setCookie(c, VISITOR_COOKIE, visitorId, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c),
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  c.set('visitorId', visitorId);
  await next();
});
