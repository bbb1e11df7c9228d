import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { Logger } from './logger';

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
  };
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDeps;
    visitorId: string;
  };
}
