import type { Env } from '../../env';

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
}

/** Everything the auth module takes from the environment, resolved once. */
export interface AuthSettings {
  /** The address browsers use; links in e-mails and OAuth callbacks are built from it. */
  publicUrl: string;
  secret: string;
  /** Origins allowed to make state-changing requests (CSRF) and to be redirected to after sign-in. */
  trustedOrigins: string[];
  /** Behind a load balancer the client's address comes from X-Forwarded-For. */
  trustProxy: boolean;
  google?: OAuthCredentials;
  microsoft?: OAuthCredentials;
}

/**
 * Signs session cookies and tokens outside production when AUTH_SECRET is unset, so a fresh checkout runs with no
 * setup and every local process (and test) accepts the others' cookies. env.ts refuses production without a secret.
 */
export const DEVELOPMENT_AUTH_SECRET = 'iq-platform-development-only-auth-secret-0f3c9a7e51d2';

/** The Vite dev server, which proxies /api to the server. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export function trustedOriginsFor(publicUrl: string, extra = '', production = false): string[] {
  const listed = extra
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return [...new Set([new URL(publicUrl).origin, ...(production ? [] : DEV_SERVER_ORIGINS), ...listed])];
}

function credentials(clientId?: string, clientSecret?: string): OAuthCredentials | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

export function authSettingsFromEnv(env: Env): AuthSettings {
  if (!env.AUTH_SECRET && !env.DEV_OUTBOX) throw new Error('AUTH_SECRET is required outside local development');
  return {
    publicUrl: env.PUBLIC_URL,
    secret: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    trustedOrigins: trustedOriginsFor(env.PUBLIC_URL, env.TRUSTED_ORIGINS, env.NODE_ENV === 'production'),
    trustProxy: env.TRUST_PROXY,
    google: credentials(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    microsoft: credentials(env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET),
  };
}

/** GET /api/auth-options: which sign-in providers have keys (never the keys themselves). */
export function authOptions(settings: AuthSettings): { google: boolean; microsoft: boolean } {
  return { google: Boolean(settings.google), microsoft: Boolean(settings.microsoft) };
}
