import { asc, desc, eq } from 'drizzle-orm';
import { createApp } from '../app';
import { mailOutbox } from '../db/schema';
import { fixedClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createMailSystem } from '../lib/mailer/create-mail-system';
import { DEVELOPMENT_AUTH_SECRET, type OAuthCredentials, trustedOriginsFor } from '../modules/auth/auth-settings';
import { createAuth } from '../modules/auth/create-auth';
import type { AppDeps } from '../lib/app-env';
import { receiveWebhook } from '../modules/payments/ledger/receive-webhook';
import { createPaymentsConfig, type CreatePaymentsConfigInput } from '../modules/payments/provider/create-payments-config';
import { loadSandboxWebhookSecret } from '../modules/payments/provider/sandbox/sandbox-webhook-secret';
import { freshDatabase } from './fresh-database';

/** The address the test app believes browsers use; `visitor(app, { origin: TEST_ORIGIN })` sends it as Origin. */
export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_ORIGIN = TEST_PUBLIC_URL;

export interface TestAppOptions {
  graceSeconds?: number;
  durationOverrideSeconds?: number;
  attemptStartsPerHour?: number;
  leadCapturesPerHour?: number;
  authPerAddress?: number;
  authPerEmail?: number;
  paymentStartsPerHour?: number;
  google?: OAuthCredentials;
  microsoft?: OAuthCredentials;
  /** PUBLIC_URL; https makes the session cookie Secure. */
  publicUrl?: string;
  /**
   * Stripe instead of the sandbox (with a recorded-response HTTP client in tests), or, with `production` (or
   * `sandboxAllowed: false`), no sandbox: what production or a public address without Stripe keys gets.
   */
  payments?: Pick<CreatePaymentsConfigInput, 'stripe' | 'stripeHttpClient'> & { production?: boolean; sandboxAllowed?: boolean };
}

/** The real app (with better-auth and the mail queue) on a fresh database, with a clock the test moves by hand. */
export async function createTestApp(options: TestAppOptions = {}) {
  const fresh = await freshDatabase();
  const db = fresh.database.db;
  const clock = fixedClock('2026-03-10T12:00:00Z');
  const logger = createLogger('silent');
  const mail = createMailSystem({ db, clock, logger, from: 'IQ Test <no-reply@iq-test.local>' });
  const publicUrl = options.publicUrl ?? TEST_PUBLIC_URL;
  const authSettings = {
    publicUrl,
    secret: DEVELOPMENT_AUTH_SECRET,
    trustedOrigins: trustedOriginsFor(publicUrl),
    trustProxy: true,
    google: options.google,
    microsoft: options.microsoft,
  };
  const sandboxWebhookSecret = await loadSandboxWebhookSecret(db, clock.now());
  const payments = createPaymentsConfig({
    db,
    clock,
    logger,
    publicUrl,
    sandboxWebhookSecret,
    stripe: options.payments?.stripe,
    stripeHttpClient: options.payments?.stripeHttpClient,
    // The test app's address is local, so the sandbox takes payments unless a test plays production.
    sandboxAllowed: options.payments?.sandboxAllowed ?? !options.payments?.production,
    deliverWebhook: async (rawBody, signature) => {
      // The sandbox delivers its events to the same webhook handler as Stripe's; by then `deps` is complete.
      await receiveWebhook(deps, rawBody, signature);
    },
  });
  const deps: AppDeps = {
    db,
    clock,
    logger,
    quiz: { graceSeconds: options.graceSeconds ?? 5, durationOverrideSeconds: options.durationOverrideSeconds },
    trustProxy: true,
    rateLimits: {
      attemptStartsPerHour: options.attemptStartsPerHour ?? 10_000,
      leadCapturesPerHour: options.leadCapturesPerHour ?? 10_000,
      authPerAddress: options.authPerAddress ?? 10_000,
      authPerEmail: options.authPerEmail ?? 10_000,
      paymentStartsPerHour: options.paymentStartsPerHour ?? 10_000,
    },
    auth: createAuth({ db, mailer: mail.mailer, logger, settings: authSettings }),
    authSettings,
    mailer: mail.mailer,
    payments,
  };
  const app = createApp({ deps, ping: fresh.database.ping, devMailbox: true });

  /** The mails queued for `to`, oldest first (the queue is the outbox table; no worker runs in API tests). */
  async function mailsTo(to: string) {
    return db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to.toLowerCase()))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  }
  /** The newest mail queued for `to`, or undefined. */
  async function lastMailTo(to: string) {
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to.toLowerCase()))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(1);
    return mail;
  }

  return { app, clock, db, deps, mail, mailsTo, lastMailTo, sandboxWebhookSecret, close: fresh.drop };
}

/** The env @hono/node-server gives a request from `address` (its socket's remote address), for app.request(). */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

/** The first link in a mail's text that points at `pathPart` (e.g. '/api/auth/magic-link/verify'). */
export function linkIn(text: string, pathPart: string): string {
  const link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in:\n${text}`);
  return link;
}

type AppLike = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

export interface VisitorOptions {
  /** Sent as Origin on state-changing requests, as a browser on that page would. */
  origin?: string;
  /** Sent on every request, e.g. an X-Forwarded-For address. */
  headers?: Record<string, string>;
}

/**
 * A browser-like client: keeps every cookie it is given (the visitor cookie, the session cookie) between requests,
 * as one browser (and all its tabs) would, and drops those the server expires.
 */
export function visitor(app: AppLike, options: VisitorOptions = {}) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  function keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = cookieHeader();
    const init: RequestInit = {
      method,
      redirect: 'manual',
      headers: {
        ...options.headers,
        ...(options.origin && method !== 'GET' ? { origin: options.origin } : {}),
        ...headers,
        ...(cookie ? { cookie } : {}),
      },
    };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      const given = init.headers as Record<string, string>;
      if (!Object.keys(given).some((name) => name.toLowerCase() === 'content-type')) given['content-type'] = 'application/json';
    }
    const res = await app.request(path, init);
    keep(res);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json: json as any, text, headers: res.headers };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => send('PUT', path, body, headers),
    /** Any method, e.g. PATCH or DELETE. */
    request: send,
    /** The Cookie header this browser sends. */
    get cookie() {
      return cookieHeader();
    },
    /** Replaces this browser's cookies (e.g. to replay an old session cookie). */
    setCookies(header: string) {
      jar.clear();
      for (const pair of header.split(';')) {
        const eq = pair.indexOf('=');
        if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
    },
  };
}
