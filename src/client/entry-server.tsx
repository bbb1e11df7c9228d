import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { routeForPath } from './app/routes';

export { PRERENDERED_PAGES } from '@shared/app-paths';

/** Renders one page to HTML at build time (scripts/build.mjs); its data loads after hydration. */
export async function render(url: string): Promise<string> {
  await routeForPath(url).preload();
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App queryClient={createQueryClient()} />
      </StaticRouter>
    </StrictMode>,
  );
}
