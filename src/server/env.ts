import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting the server takes, validated once at start. */
/** True for an unset PUBLIC_URL (the default is localhost) and for localhost / loopback addresses. */
function isLocalUrl(url: string | undefined): boolean {
  if (!url) return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
}

/** Loopback interfaces: the only ones a development server may listen on while it serves the outbox. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Outside production on a local address: the development outbox and secret are on (see Env.DEV_OUTBOX). */
function devOutbox(env: { NODE_ENV: string; PUBLIC_URL?: string }): boolean {
  return env.NODE_ENV !== 'production' && isLocalUrl(env.PUBLIC_URL);
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Interface to listen on. Unset: loopback outside production (a machine of one's own), all interfaces in production. */
    HOST: z.string().trim().min(1).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seconds after the deadline during which answers and a submit are still accepted (network latency). */
    QUIZ_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(5),
    /** Test-only: shortens every quiz to this many seconds. Refused in production. */
    QUIZ_DURATION_OVERRIDE_SECONDS: z.coerce.number().int().min(1).optional(),
    /** Set behind a load balancer that writes X-Forwarded-For and X-Forwarded-Proto. */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    RATE_LIMIT_ATTEMPT_STARTS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_LEAD_CAPTURES_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** The address browsers use to reach the app; links in e-mails and OAuth callbacks are built from it. */
    PUBLIC_URL: z.string().url().optional(),
    /** Extra origins allowed to call the auth API (comma-separated), besides PUBLIC_URL and the Vite dev server. */
    TRUSTED_ORIGINS: z.string().optional(),
    /** Signs session cookies and tokens; required in production (at least 32 characters). */
    AUTH_SECRET: z.string().min(32).optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    MICROSOFT_CLIENT_ID: z.string().optional(),
    MICROSOFT_CLIENT_SECRET: z.string().optional(),
    /** smtp://user:pass@host:port or smtps://...; without it mail goes to the development outbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('IQ Test <no-reply@iq-test.local>'),
    /** Sign-in, sign-up and magic-link requests allowed per client address, and per e-mail, in 15 minutes. */
    RATE_LIMIT_AUTH_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_AUTH_PER_EMAIL: z.coerce.number().int().min(1).default(10),
    /** Trial payments, hosted checkouts and upsell charges started per client address and hour. */
    RATE_LIMIT_PAYMENT_STARTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /**
     * Stripe's keys. Without them the built-in sandbox takes (pretend) payments on a machine of one's own (outside
     * production, on a local PUBLIC_URL) or where PAYMENTS_SANDBOX=true; anywhere else no payments are taken.
     */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /**
     * true: the sandbox takes payments without Stripe keys on a non-local address too (a shared test deployment);
     * refused in production. false: never the sandbox. Unset: the sandbox only on a local PUBLIC_URL outside production.
     */
    PAYMENTS_SANDBOX: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Directory of the built front end; the server serves it when it exists. */
    CLIENT_DIR: z.string().default('./dist/client'),
  })
  .refine((env) => env.AUTH_SECRET || (env.NODE_ENV !== 'production' && isLocalUrl(env.PUBLIC_URL)), {
    message: 'AUTH_SECRET (32+ characters) is required in production and whenever PUBLIC_URL is not a local address',
    path: ['AUTH_SECRET'],
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || (env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET too',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.PAYMENTS_SANDBOX === true), {
    message: 'PAYMENTS_SANDBOX=true would take pretend payments from real visitors and is refused in production',
    path: ['PAYMENTS_SANDBOX'],
  })
  .refine((env) => !(devOutbox(env) && env.HOST !== undefined && !isLoopbackHost(env.HOST)), {
    message:
      'the development outbox (sign-in links of every account) would be reachable from other machines: leave HOST unset or loopback, or run in production with a real PUBLIC_URL',
    path: ['HOST'],
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.QUIZ_DURATION_OVERRIDE_SECONDS), {
    message: 'QUIZ_DURATION_OVERRIDE_SECONDS is a test-only setting and is refused in production',
    path: ['QUIZ_DURATION_OVERRIDE_SECONDS'],
  });

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'PAYMENTS_SANDBOX' | 'HOST'> & {
  PUBLIC_URL: string;
  HOST: string;
  /**
   * The development outbox (/dev/mailbox, sign-in links in the log, the development auth secret) is for a machine
   * of one's own: outside production and on a local address. A deployment that forgets NODE_ENV but has a real
   * PUBLIC_URL still gets none of it.
   */
  DEV_OUTBOX: boolean;
  /**
   * Whether the built-in payment sandbox may take payments when Stripe's keys are not set: by default on a machine of
   * one's own only (as DEV_OUTBOX: a deployment that forgets NODE_ENV must not take pretend payments from real
   * visitors), or as PAYMENTS_SANDBOX says; never in production.
   */
  PAYMENTS_SANDBOX: boolean;
};

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const data = parsed.data;
  return {
    ...data,
    DATA_DIR: path.resolve(data.DATA_DIR),
    CLIENT_DIR: path.resolve(data.CLIENT_DIR),
    PUBLIC_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
    HOST: data.HOST ?? (data.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    DEV_OUTBOX: devOutbox(data),
    PAYMENTS_SANDBOX: data.NODE_ENV !== 'production' && (data.PAYMENTS_SANDBOX ?? isLocalUrl(data.PUBLIC_URL)),
  };
}
