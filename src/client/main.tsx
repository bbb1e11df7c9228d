import './lib/zod-without-eval';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { routeForPath } from './app/routes';

const container = document.getElementById('root')!;
const tree = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createQueryClient()} />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page (/, /start) already shows its content: load its route's code, then hydrate in place.
if (container.firstElementChild) {
  await routeForPath(window.location.pathname).preload();
  hydrateRoot(container, tree);
} else {
  createRoot(container).render(tree);
}
