import type { Role } from '../../shared/schemas/account';
import type { Db } from '../db/client';
import type { Auth } from '../modules/auth/create-auth';
import type { AuthSettings } from '../modules/auth/auth-settings';
import type { PaymentsConfig } from '../modules/payments/provider/payment-provider';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { Mailer } from './mailer/types';

/** What every service needs from its surroundings; built once in createApp() and passed down. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  quiz: {
    graceSeconds: number;
    /** Test-only shortening of every quiz (env QUIZ_DURATION_OVERRIDE_SECONDS). */
    durationOverrideSeconds?: number;
  };
  /** Behind a load balancer: take the client's address and scheme from X-Forwarded-For / -Proto. */
  trustProxy: boolean;
  rateLimits: {
    attemptStartsPerHour: number;
    leadCapturesPerHour: number;
    /** Sign-in, sign-up and magic-link requests per client address in 15 minutes. */
    authPerAddress: number;
    /** The same requests per e-mail address in 15 minutes. */
    authPerEmail: number;
    /** Trial payments, hosted checkouts and upsell charges started per client address and hour. */
    paymentStartsPerHour: number;
  };
  /** better-auth, built on the same database (modules/auth/create-auth.ts). */
  auth: Auth;
  authSettings: AuthSettings;
  mailer: Mailer;
  /** The payment provider (Stripe, the sandbox, or none) and the URLs hosted checkout returns to. */
  payments: PaymentsConfig;
}

/** The signed-in user as the API sees it; null when signed out. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDeps;
    visitorId: string;
    /** Loaded once per /api request from the session cookie (modules/auth/session.ts). */
    user: SessionUser | null;
    sessionId: string | null;
    /** Set by requireRole. */
    role: Role;
  };
}
