import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './lib/app-env';
import { AppError } from './lib/app-error';
import { errorResponse, handleError } from './lib/error-handler';
import { originCheck } from './lib/origin-check';
import { refuseNul } from './lib/refuse-nul';
import { requestLogger } from './lib/request-logger';
import { staticClient } from './lib/static-client';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRateLimit } from './modules/auth/auth-rate-limit';
import { authOptionsRoutes } from './modules/auth/auth.routes';
import { isPublicAuthEndpoint } from './modules/auth/public-auth-endpoints';
import { loadSession } from './modules/auth/session';
import { devMailboxApiRoutes, devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './modules/health/health.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { meRoutes } from './modules/me/me.routes';
import { adminPaymentsRoutes } from './modules/payments/admin-payments.routes';
import { webhookRoutes } from './modules/payments/ledger/webhook.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { sandboxRoutes } from './modules/payments/provider/sandbox/sandbox.routes';
import { sessionRoutes } from './modules/me/session.routes';
import { quizRoutes } from './modules/quiz/quiz.routes';
import { receiptRoutes, resultDocumentsRoutes } from './modules/documents/documents.routes';
import { memberRoutes } from './modules/member/member.routes';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { certificatesRoutes } from './modules/results/certificates.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { supportRoutes } from './modules/support/support.routes';
import { siteRoutes } from './modules/site/site.routes';
import { statsRoutes } from './modules/stats/stats.routes';

/** Largest JSON body any endpoint accepts; the quiz data in a lead is the biggest legitimate one. */
export const MAX_BODY_BYTES = 16 * 1024;
/** A payment provider's event can be larger than anything a browser sends. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;
const WEBHOOK_PATH = '/api/payments/webhook';

export interface CreateAppOptions {
  deps: AppDeps;
  ping: () => Promise<void>;
  /** Built front end to serve; omitted in API tests. */
  clientDir?: string;
  /** Mounts the development outbox at /dev/mailbox and /api/dev/mailbox; never set in production. */
  devMailbox?: boolean;
}

function buildApi(ping: () => Promise<void>) {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(ping))
    .route('/quiz', quizRoutes)
    .route('/leads', leadsRoutes)
    .route('/stats', statsRoutes)
    .route('/site', siteRoutes)
    .route('/auth-options', authOptionsRoutes)
    .route('/me', meRoutes)
    .route('/me', memberRoutes)
    .route('/results', resultsRoutes)
    .route('/results', resultDocumentsRoutes)
    .route('/receipts', receiptRoutes)
    .route('/certificates', certificatesRoutes)
    .route('/referrals', referralRoutes)
    .route('/support', supportRoutes)
    .route('/session', sessionRoutes)
    .route('/admin', adminRoutes)
    .route('/admin', adminPaymentsRoutes)
    .route('/payments/webhook', webhookRoutes)
    .route('/payments/sandbox', sandboxRoutes)
    .route('/payments', paymentsRoutes);
}

export type ApiType = ReturnType<typeof buildApi>;

/** Paths that do not need the session: better-auth reads its own, and the load balancer's health check has none. */
const SESSIONLESS_PATHS = /^\/api\/(auth|health|payments\/webhook)(\/|$)/;

export function createApp({ deps, ping, clientDir, devMailbox = false }: CreateAppOptions) {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('logger', deps.logger);
    await next();
  });
  // Stripe.js, its Payment Element frames and its API, only when Stripe takes the payments.
  const stripe = deps.payments.provider?.kind === 'stripe';
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(stripe ? ['https://*.stripe.com'] : [])],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com', 'https://m.stripe.network'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        fontSrc: ["'self'", 'data:'],
        // canvas-confetti draws in a worker it makes from a blob: URL (off the main thread on phones); nothing else
        // may start one.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // Powerful features the app never uses are off for it and for any frame; the clipboard (certificate and referral
      // link) is its own; Stripe's wallets need the Payment Request API in its frames. Only features Chromium knows:
      // an unknown one is a console warning on every page (the share sheet's default, 'self', is what we want).
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        displayCapture: [],
        usb: [],
        serial: [],
        hid: [],
        midi: [],
        accelerometer: [],
        gyroscope: [],
        magnetometer: [],
        payment: stripe ? ['self', 'https://js.stripe.com'] : [],
        clipboardWrite: ['self'],
        fullscreen: ['self'],
      },
    }),
  );
  app.use(compress());

  app.use('/api/*', requestLogger);
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxSize / 1024} KB`);
      },
    });
  const browserLimit = limitTo(MAX_BODY_BYTES);
  const webhookLimit = limitTo(MAX_WEBHOOK_BYTES);
  app.use('/api/*', (c, next) => (c.req.path === WEBHOOK_PATH ? webhookLimit(c, next) : browserLimit(c, next)));
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', originCheck);
  app.use('/api/*', refuseNul(WEBHOOK_PATH));
  app.use('/api/*', async (c, next) => (SESSIONLESS_PATHS.test(c.req.path) ? next() : loadSession(c, next)));
  app.use('/api/auth/*', authRateLimit);
  app.on(['GET', 'POST'], '/api/auth/*', (c) =>
    isPublicAuthEndpoint(c.req.method, c.req.path.slice('/api/auth'.length))
      ? deps.auth.handler(c.req.raw)
      : errorResponse(c, 'NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`),
  );
  if (devMailbox) {
    app.route('/api/dev/mailbox', devMailboxApiRoutes);
    app.route('/dev/mailbox', devMailboxRoutes);
  }
  app.route('/api', buildApi(ping));
  app.all('/api/*', (c) => errorResponse(c, 'NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`));
  if (clientDir) app.route('/', staticClient(clientDir));
  app.notFound((c) => errorResponse(c, 'NOT_FOUND', 'Not found'));
  app.onError(handleError);
  return app;
}
