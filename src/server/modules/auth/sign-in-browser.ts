import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { setSignedCookie } from 'hono/cookie';
import { session as sessions } from '../../db/schema';
import type { AppEnv } from '../../lib/app-env';

/**
 * Signs this browser in as `userId` without a password or link: a better-auth session in the database and
 * better-auth's own session cookie on our response, so every later request (and GET /api/session) sees the user as
 * if they had signed in through /api/auth. Only for a proof better-auth cannot see, such as the payment that just
 * made this account in this browser (payments/complete-purchase.ts).
 *
 * The cookie is written as better-auth writes it (better-call's setSignedCookie: the token, '.', the base64
 * HMAC-SHA256 of the token under the auth secret, URL-encoded), which is exactly hono's signed-cookie format.
 *
 * The session is marked via_funnel: the payer proved only that they paid, not that the e-mail is theirs, so it ends
 * as soon as the e-mail's owner proves it (create-auth.ts).
 */
export async function signInBrowser(c: Context<AppEnv>, userId: string): Promise<void> {
  const auth = await c.get('deps').auth.$context;
  const session = await auth.internalAdapter.createSession(userId);
  if (!session) throw new Error('better-auth did not create a session');
  await c.get('deps').db.update(sessions).set({ viaFunnel: true }).where(eq(sessions.id, session.id));
  const cookie = auth.authCookies.sessionToken;
  const { attributes } = cookie;
  await setSignedCookie(c, cookie.name, session.token, auth.secret, {
    path: attributes.path ?? '/',
    domain: attributes.domain,
    httpOnly: attributes.httpOnly ?? true,
    secure: attributes.secure,
    sameSite: attributes.sameSite ?? 'lax',
    maxAge: auth.sessionConfig.expiresIn,
  });
}
