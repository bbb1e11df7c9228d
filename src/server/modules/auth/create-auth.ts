import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, ne } from 'drizzle-orm';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import { nameFromEmail } from '../../lib/display-name';
import type { Logger } from '../../lib/logger';
import { renderMagicLinkEmail } from '../../lib/mailer/templates/magic-link-email';
import { renderVerifyEmail } from '../../lib/mailer/templates/verify-email';
import type { Mailer } from '../../lib/mailer/types';
import { visitorIdFromCookieHeader } from '../../lib/visitor-cookie';
import type { AuthSettings } from './auth-settings';
import { linkFunnelRecords } from './link-funnel-records';

/** better-auth endpoints that sign in whoever opens a mailed link. */
const LINK_SIGN_IN_PATHS = new Set(['/magic-link/verify', '/verify-email']);

/**
 * Whether a session made at better-auth's endpoint `path` proves its user owns the e-mail: a mailed link was
 * followed, or the OAuth provider vouched for the address (its callback, '/callback/:id').
 */
export function provesEmail(path: string | undefined): boolean {
  return LINK_SIGN_IN_PATHS.has(path ?? '') || (path ?? '').startsWith('/callback/');
}

/** Spec §7: links expire in 1 hour. */
export const MAGIC_LINK_EXPIRES_IN_SECONDS = 3600;
export const MIN_PASSWORD_LENGTH = 8;

export interface CreateAuthInput {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  settings: AuthSettings;
}

/**
 * better-auth over our own tables (db/schema/auth.ts) at /api/auth: password sign-up and sign-in, the magic link,
 * Google and Microsoft when their keys are set, e-mail verification. Sessions live in the database, so every
 * process accepts every session. Its in-memory rate limiter is off: ours counts in the database
 * (auth-rate-limit.ts) and so holds across processes.
 */
export function createAuth({ db, mailer, logger, settings }: CreateAuthInput) {
  const log = logger.child({ module: 'auth' });
  const https = settings.publicUrl.startsWith('https:');

  /**
   * Ends the user's sessions made by paying (session.via_funnel, auth/sign-in-browser.ts) once the e-mail's owner
   * proves the address: whoever paid may have typed someone else's e-mail, and must not keep that account.
   */
  async function endFunnelSessions(userId: string, keepSessionId: string) {
    const ended = await db
      .delete(session)
      .where(and(eq(session.userId, userId), eq(session.viaFunnel, true), ne(session.id, keepSessionId)))
      .returning({ id: session.id });
    if (ended.length > 0) log.info({ userId, ended: ended.length }, 'e-mail proven: sessions made by paying ended');
  }

  async function linkQuietly(userId: string, visitorId: string | null) {
    try {
      await linkFunnelRecords(db, { userId, visitorId }, log);
    } catch (err) {
      // The sign-in itself succeeded; unowned records stay unowned and are attached at the next sign-in.
      log.error({ err, userId }, 'attaching funnel records failed');
    }
  }

  return betterAuth({
    appName: 'IQ Test',
    baseURL: settings.publicUrl,
    basePath: '/api/auth',
    secret: settings.secret,
    trustedOrigins: settings.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: false,
      autoSignIn: true,
      // A reset password proves the e-mail as a magic link does; sessions made with the old one (or by paying) end.
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: to, url }) => {
        await mailer.enqueue({ to: to.email, ...renderVerifyEmail({ url, name: to.name }) });
      },
      afterEmailVerification: async (verified) => {
        await linkQuietly(verified.id, null);
      },
    },
    socialProviders: {
      ...(settings.google ? { google: { ...settings.google } } : {}),
      ...(settings.microsoft ? { microsoft: { ...settings.microsoft } } : {}),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_EXPIRES_IN_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await mailer.enqueue({ to: email, ...renderMagicLinkEmail({ url, expiresInMinutes: MAGIC_LINK_EXPIRES_IN_SECONDS / 60 }) });
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // A magic-link or OAuth sign-up may come without a name; results and greetings need one.
          before: async (created) => {
            if (created.name?.trim()) return;
            return { data: { ...created, name: nameFromEmail(created.email) } };
          },
        },
      },
      session: {
        create: {
          after: async (created, context) => {
            // A session made by following a mailed link (magic link, e-mail confirmation) belongs to whoever asked
            // for the link, not necessarily to the person whose browser opened it: someone could send their own link
            // to a victim and collect the victim's anonymous results. Such sessions link by verified e-mail only.
            const fromLink = LINK_SIGN_IN_PATHS.has(context?.path ?? '');
            // Not caught: a session that should have ended the payer's must not be handed out while theirs lives on.
            if (provesEmail(context?.path)) await endFunnelSessions(created.userId, created.id);
            const headers = context?.headers ?? context?.request?.headers;
            await linkQuietly(created.userId, fromLink ? null : visitorIdFromCookieHeader(headers?.get('cookie')));
          },
        },
      },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      // better-auth skips its origin checks under NODE_ENV=test by default; tests must see production behaviour.
      disableOriginCheck: false,
      // better-auth would take the client-controlled first X-Forwarded-For entry; rate limits use lib/client-request.
      ipAddress: { disableIpTracking: true },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level === 'debug' ? 'debug' : level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
