import type { Server, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openReadyDatabase } from './db/open-ready-database';
import { loadEnv } from './env';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createMailSystem } from './lib/mailer/create-mail-system';
import { authSettingsFromEnv } from './modules/auth/auth-settings';
import { createAuth } from './modules/auth/create-auth';
import type { AppDeps } from './lib/app-env';
import { createBillingWorker } from './modules/payments/billing-worker';
import { receiveWebhook } from './modules/payments/ledger/receive-webhook';
import { createPaymentsConfig } from './modules/payments/provider/create-payments-config';
import { loadSandboxWebhookSecret } from './modules/payments/provider/sandbox/sandbox-webhook-secret';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);

const database = await openReadyDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolMax: env.DATABASE_POOL_MAX,
  logger,
});

const mail = createMailSystem({ db: database.db, clock: systemClock, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
const authSettings = authSettingsFromEnv(env);
const auth = createAuth({ db: database.db, mailer: mail.mailer, logger, settings: authSettings });

const payments = createPaymentsConfig({
  db: database.db,
  clock: systemClock,
  logger,
  publicUrl: env.PUBLIC_URL,
  sandboxAllowed: env.PAYMENTS_SANDBOX,
  // Made and stored only where the sandbox may run: a Stripe or production database never gets one.
  sandboxWebhookSecret: env.PAYMENTS_SANDBOX && !env.STRIPE_SECRET_KEY ? await loadSandboxWebhookSecret(database.db, systemClock.now()) : '',
  stripe: env.STRIPE_SECRET_KEY
    ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '', webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '' }
    : undefined,
  deliverWebhook: async (rawBody, signature) => {
    // The sandbox delivers its events to the same webhook handler as Stripe's; by then `deps` is complete.
    await receiveWebhook(deps, rawBody, signature);
  },
});

let draining = false;
const deps: AppDeps = {
    db: database.db,
    clock: systemClock,
    logger,
    auth,
    authSettings,
    mailer: mail.mailer,
    quiz: { graceSeconds: env.QUIZ_GRACE_SECONDS, durationOverrideSeconds: env.QUIZ_DURATION_OVERRIDE_SECONDS },
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      attemptStartsPerHour: env.RATE_LIMIT_ATTEMPT_STARTS_PER_HOUR,
      leadCapturesPerHour: env.RATE_LIMIT_LEAD_CAPTURES_PER_HOUR,
      authPerAddress: env.RATE_LIMIT_AUTH_PER_ADDRESS,
      authPerEmail: env.RATE_LIMIT_AUTH_PER_EMAIL,
      paymentStartsPerHour: env.RATE_LIMIT_PAYMENT_STARTS_PER_HOUR,
    },
    payments,
};
const billing = createBillingWorker(deps);
const app = createApp({
  deps,
  ping: database.ping,
  clientDir: env.CLIENT_DIR,
  devMailbox: env.DEV_OUTBOX,
});
// On a deployment the development transport would write sign-in links into the log, where anyone reading it could
// use them: without SMTP, mail stays queued (durably) and is delivered once SMTP_URL is set.
if (env.SMTP_URL || env.DEV_OUTBOX) mail.worker.start();
else logger.error('SMTP_URL is not set: e-mail, sign-in links included, stays queued until it is');
billing.start();
if (!payments.provider) {
  logger.warn(
    'no payments are taken: STRIPE_SECRET_KEY is not set, and the payment sandbox runs only outside production on a ' +
      'local PUBLIC_URL or with PAYMENTS_SANDBOX=true',
  );
} else if (payments.provider.kind === 'sandbox' && !env.DEV_OUTBOX) {
  logger.warn({ publicUrl: env.PUBLIC_URL }, 'PAYMENTS_SANDBOX=true: the payment sandbox takes pretend payments on this address');
}

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info({ port: info.port, database: database.kind, mail: mail.transport, env: env.NODE_ENV }, `listening on http://localhost:${info.port}`);
}) as Server;

// While draining, every response tells keep-alive clients to close, so they do not reuse a socket that is about
// to be ended. Responses already in flight when draining starts are told too, as long as their headers are unsent.
const openResponses = new Set<ServerResponse>();
server.on('request', (_req, res: ServerResponse) => {
  if (draining) res.setHeader('Connection', 'close');
  openResponses.add(res);
  res.once('close', () => openResponses.delete(res));
});

async function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  for (const res of openResponses) if (!res.headersSent) res.setHeader('Connection', 'close');
  logger.info({ signal }, 'draining: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.warn('drain timed out: closing remaining connections');
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(idleSweep);
  clearTimeout(force);
  // The worker may be mid-delivery: let it settle its rows before the database goes away.
  await mail.worker.stop();
  await billing.stop();
  await database.close();
  logger.info('shut down cleanly');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
