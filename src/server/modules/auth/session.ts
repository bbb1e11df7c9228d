import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../../shared/schemas/account';
import type { AppEnv, SessionUser } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { getRole } from '../roles/get-role';

/**
 * Reads the session cookie once per API request and puts the user (or null) in c.var. A session that better-auth
 * refreshes on the way (it extends sessions used after a day) gets its new cookie forwarded on our response.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const found = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  const current = found.response;
  c.set(
    'user',
    current ? { id: current.user.id, name: current.user.name, email: current.user.email, emailVerified: current.user.emailVerified } : null,
  );
  c.set('sessionId', current?.session.id ?? null);
  await next();
  for (const cookie of found.headers.getSetCookie()) c.res.headers.append('set-cookie', cookie);
});

/** The signed-in user, or 401 UNAUTHENTICATED. */
export function signedInUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return user;
}

/** Refuses anonymous requests with 401 UNAUTHENTICATED. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  signedInUser(c);
  await next();
});

/** Refuses anonymous requests with 401 and users without one of `roles` with 403 FORBIDDEN; sets c.var.role. */
export function requireRole(...roles: Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = signedInUser(c);
    const role = await getRole(c.get('deps').db, user.id);
    if (!roles.includes(role)) throw new AppError('FORBIDDEN', "You don't have permission to do that");
    c.set('role', role);
    await next();
  });
}
