import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, ne } from 'drizzle-orm';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import { MAX_NAME_LENGTH } from '../../../shared/schemas/member';
import { stripBidiControls } from '../../../shared/text/strip-bidi-controls';
import { nameFromEmail } from '../../lib/display-name';
import type { Logger } from '../../lib/logger';
import { renderMagicLinkEmail } from '../../lib/mailer/templates/magic-link-email';
import { renderExistingAccountEmail } from '../../lib/mailer/templates/existing-account-email';
import { renderVerifyEmail } from '../../lib/mailer/templates/verify-email';
import type { Mailer } from '../../lib/mailer/types';
import { withinRateLimit } from '../../lib/rate-limit';
import { visitorIdFromCookieHeader } from '../../lib/visitor-cookie';
import type { AuthSettings } from './auth-settings';
import { rememberAskingBrowser, sameBrowserVisitor } from './link-browser';
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

/** Spec §7: links expire in 1 hour; so do e-mail confirmation links. */
export const MAGIC_LINK_EXPIRES_IN_SECONDS = 3600;
const VERIFY_LINK_EXPIRES_IN_SECONDS = 3600;
/** Confirmation mails per address while their links live: a few for the owner, never a flood. */
const CONFIRMATION_MAILS = { name: 'confirmation-mail', limit: 3, windowSeconds: VERIFY_LINK_EXPIRES_IN_SECONDS };
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
      // Anyone can type a stranger's address: a password account signs in only once its e-mail is confirmed (the
      // spec's default for the operator's requireEmailVerification). It also makes sign-up answer alike for known
      // and unknown addresses: no session, 'Check Your Email'; the owner of a known one is told by mail.
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user: existing }) => {
        await mailer.enqueue({ to: existing.email, ...renderExistingAccountEmail({ signInUrl: `${settings.publicUrl}/login` }) });
      },
      // A reset password proves the e-mail as a magic link does; sessions made with the old one (or by paying) end.
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A password sign-in refused for an unconfirmed address mails a fresh confirmation link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_EXPIRES_IN_SECONDS,
      sendVerificationEmail: async ({ user: to, url, token }, request) => {
        const now = new Date();
        // Every password try of an unconfirmed account mails a link; a few live links are enough, and a stranger
        // trying passwords must not fill the owner's mailbox with invitations to confirm their sign-up.
        if (!(await withinRateLimit(db, CONFIRMATION_MAILS, to.email.toLowerCase(), now))) return;
        await rememberAskingBrowser(db, { token, cookieHeader: request?.headers.get('cookie'), now, expiresInSeconds: VERIFY_LINK_EXPIRES_IN_SECONDS });
        await mailer.enqueue({ to: to.email, ...renderVerifyEmail({ url, name: to.name }) });
      },
    },
    // A provider that does not vouch for the address (Microsoft, for some tenants) signs in, like a password, only
    // once the address is confirmed by mail.
    socialProviders: {
      ...(settings.google ? { google: { ...settings.google, requireEmailVerification: true } } : {}),
      ...(settings.microsoft ? { microsoft: { ...settings.microsoft, requireEmailVerification: true } } : {}),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_EXPIRES_IN_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url, token }, ctx) => {
          const cookieHeader = ctx?.headers?.get('cookie') ?? ctx?.request?.headers.get('cookie');
          await rememberAskingBrowser(db, { token, cookieHeader, now: new Date(), expiresInSeconds: MAGIC_LINK_EXPIRES_IN_SECONDS });
          await mailer.enqueue({ to: email, ...renderMagicLinkEmail({ url, expiresInMinutes: MAGIC_LINK_EXPIRES_IN_SECONDS / 60 }) });
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // A magic-link or OAuth sign-up may come without a name; results and greetings need one. A sign-up's name
          // follows the profile's rules: no direction controls, at most MAX_NAME_LENGTH characters.
          before: async (created) => {
            const name = stripBidiControls(created.name ?? '').trim().slice(0, MAX_NAME_LENGTH).trim();
            return { data: { ...created, name: name || nameFromEmail(created.email) } };
          },
        },
      },
      session: {
        create: {
          after: async (created, context) => {
            // Not caught: a session that should have ended the payer's must not be handed out while theirs lives on.
            if (provesEmail(context?.path)) await endFunnelSessions(created.userId, created.id);
            const cookieHeader = (context?.headers ?? context?.request?.headers)?.get('cookie');
            // A mailed link may have been sent to someone else's browser: it gives that browser's records to the
            // account only when the same browser asked for it (link-browser.ts). Password and OAuth sign-ins happen
            // in the account holder's own browser.
            const token = typeof context?.query?.token === 'string' ? context.query.token : null;
            const visitorId = LINK_SIGN_IN_PATHS.has(context?.path ?? '')
              ? token && (await sameBrowserVisitor(db, { token, cookieHeader, now: new Date() }))
              : visitorIdFromCookieHeader(cookieHeader);
            await linkQuietly(created.userId, visitorId || null);
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
