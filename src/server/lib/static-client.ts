import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { PRERENDERED_PAGES, isRoutedPath, normalizePath } from '../../shared/app-paths';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-handler';

/**
 * Serves the built front end: hashed assets cached for a year (pre-compressed br/gzip when present), the pages
 * prerendered by scripts/build.mjs for their paths, and the app shell for every other page so the client router
 * takes over. A path the router does not know gets the shell with status 404 (the client shows its not-found
 * page); a missing asset is a plain 404, never the shell.
 */
export function staticClient(clientDir: string) {
  const app = new Hono<AppEnv>();
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return app;
  const shell = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const prerendered = new Map(
    PRERENDERED_PAGES.filter((page) => fs.existsSync(path.join(clientDir, page.file))).map((page) => [
      page.path as string,
      fs.readFileSync(path.join(clientDir, page.file), 'utf8'),
    ]),
  );

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true }));
  app.all('/assets/*', (c) => errorResponse(c, 'NOT_FOUND', 'Not found'));

  app.get('*', async (c, next) => {
    const page = prerendered.get(normalizePath(c.req.path));
    if (!page) return next();
    return html(c, page, 200);
  });
  app.use('*', serveStatic({ root: clientDir, precompressed: true }));
  app.get('*', (c) => html(c, shell, isRoutedPath(c.req.path) ? 200 : 404));
  return app;
}

function html(c: Context<AppEnv>, body: string, status: 200 | 404) {
  c.header('Cache-Control', 'no-cache');
  return c.html(body, status);
}
