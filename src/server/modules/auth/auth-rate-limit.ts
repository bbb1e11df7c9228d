import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { clientIp } from '../../lib/client-request';
import { hitRateLimit } from '../../lib/rate-limit';

/**
 * better-auth's routes that try a password or send mail: the ones worth guessing at or flooding. Password guesses
 * and mailed links are counted per e-mail apart, so that someone who guesses at an address's password locks only
 * the password: its owner can still be mailed a link and sign in with it. Mailed links are counted per e-mail and
 * client address, so a stranger's machine spends only its own share, under a ceiling per e-mail
 * (MAIL_CEILING_FACTOR times that) that keeps many machines from flooding one mailbox.
 */
const PASSWORD_PATHS = new Set(['/api/auth/sign-in/email']);
const MAILING_PATHS = new Set(['/api/auth/sign-up/email', '/api/auth/sign-in/magic-link', '/api/auth/send-verification-email']);
const WINDOW_SECONDS = 15 * 60;
const MAIL_CEILING_FACTOR = 3;
export const PASSWORD_LOCKED_MESSAGE = 'Too many password attempts for this e-mail. Sign in with a link sent to it instead.';

/** The e-mail a request names, trimmed and lower-cased as accounts store it; read from a copy of the body. */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 320) : null;
  } catch {
    return null;
  }
}

/**
 * Limits sign-in, sign-up and magic-link requests per client address and per e-mail (RATE_LIMIT_AUTH_PER_ADDRESS,
 * RATE_LIMIT_AUTH_PER_EMAIL per 15 minutes), counted in the database so every process shares the count. The
 * address limit stops one machine trying many accounts; the e-mail limits stop many machines guessing one account's
 * password and mail-bombing an address, each apart from the other. Refusals are 429 RATE_LIMITED with Retry-After,
 * whether the account exists or not.
 */
export const authRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const guessesPassword = PASSWORD_PATHS.has(c.req.path);
  if (c.req.method !== 'POST' || !(guessesPassword || MAILING_PATHS.has(c.req.path))) return next();
  // better-auth also takes form bodies; the per-e-mail limit reads JSON, so only JSON is accepted here.
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this request as JSON');
  }
  const { db, clock, rateLimits } = c.get('deps');
  const now = clock.now();
  await hitRateLimit(db, { name: 'auth-address', limit: rateLimits.authPerAddress, windowSeconds: WINDOW_SECONDS }, clientIp(c), now);
  const email = await emailOf(c.req.raw);
  if (email && guessesPassword) {
    await hitRateLimit(db, { name: 'auth-password', limit: rateLimits.authPerEmail, windowSeconds: WINDOW_SECONDS, message: PASSWORD_LOCKED_MESSAGE }, email, now);
  } else if (email) {
    await hitRateLimit(db, { name: 'auth-email-address', limit: rateLimits.authPerEmail, windowSeconds: WINDOW_SECONDS }, `${email}|${clientIp(c)}`, now);
    await hitRateLimit(db, { name: 'auth-email', limit: rateLimits.authPerEmail * MAIL_CEILING_FACTOR, windowSeconds: WINDOW_SECONDS }, email, now);
  }
  await next();
});
