import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { AppEnv } from './app-env';

/** Pages rendered to HTML at build time (scripts/prerender.ts), served so they paint before their JavaScript runs. */
const PRERENDERED: Record<string, string> = {
  '/': 'prerendered/landing.html',
  '/start': 'prerendered/start.html',
};

/**
 * Serves the built front end: hashed assets cached for a year (pre-compressed br/gzip when present), prerendered
 * pages for their routes, and the app shell for every other page so the client router can take over.
 */
export function staticClient(clientDir: string) {
  const app = new Hono<AppEnv>();
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return app;
  const shell = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const pages = new Map(
    Object.entries(PRERENDERED)
      .filter(([, file]) => fs.existsSync(path.join(clientDir, file)))
      .map(([route, file]) => [route, fs.readFileSync(path.join(clientDir, file), 'utf8')]),
  );

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: clientDir, precompressed: true }));
  const page = (html: string) => (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
  for (const [route, html] of pages) app.get(route, page(html));
  app.use('*', serveStatic({ root: clientDir, precompressed: true }));
  app.get('*', page(shell));
  return app;
}
