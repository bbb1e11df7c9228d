import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './lib/app-env';
import { AppError } from './lib/app-error';
import { errorResponse, handleError } from './lib/error-handler';
import { requestLogger } from './lib/request-logger';
import { staticClient } from './lib/static-client';
import { healthRoutes } from './modules/health/health.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { quizRoutes } from './modules/quiz/quiz.routes';
import { siteRoutes } from './modules/site/site.routes';
import { statsRoutes } from './modules/stats/stats.routes';

/** Largest JSON body any endpoint accepts; the quiz data in a lead is the biggest legitimate one. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface CreateAppOptions {
  deps: AppDeps;
  ping: () => Promise<void>;
  /** Built front end to serve; omitted in API tests. */
  clientDir?: string;
}

function buildApi(ping: () => Promise<void>) {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(ping))
    .route('/quiz', quizRoutes)
    .route('/leads', leadsRoutes)
    .route('/stats', statsRoutes)
    .route('/site', siteRoutes);
}

export type ApiType = ReturnType<typeof buildApi>;

export function createApp({ deps, ping, clientDir }: CreateAppOptions) {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('logger', deps.logger);
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  app.use('/api/*', requestLogger);
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`);
      },
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.route('/api', buildApi(ping));
  app.all('/api/*', (c) => errorResponse(c, 'NOT_FOUND', `No API route ${c.req.method} ${c.req.path}`));
  if (clientDir) app.route('/', staticClient(clientDir));
  app.notFound((c) => errorResponse(c, 'NOT_FOUND', 'Not found'));
  app.onError(handleError);
  return app;
}
