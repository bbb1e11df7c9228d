import { normalizePath, paths } from '@/config/paths';
import { type LazyRoute, lazyRoute } from './lazy-route';

export interface AppRoute {
  path: string;
  route: LazyRoute;
}

/** Every page, each in its own chunk: the landing page loads none of the quiz's code. */
export const appRoutes: AppRoute[] = [
  { path: paths.home, route: lazyRoute(() => import('./routes/landing')) },
  { path: paths.start, route: lazyRoute(() => import('./routes/start')) },
  { path: paths.quiz, route: lazyRoute(() => import('./routes/quiz')) },
  { path: paths.resultsIntro, route: lazyRoute(() => import('./routes/results-intro')) },
  { path: paths.analyzing, route: lazyRoute(() => import('./routes/analyzing')) },
  { path: paths.email, route: lazyRoute(() => import('./routes/email')) },
  { path: paths.auth, route: lazyRoute(() => import('./routes/auth')) },
  { path: paths.login, route: lazyRoute(() => import('./routes/login')) },
  { path: paths.adminLogin, route: lazyRoute(() => import('./routes/admin-login')) },
  { path: paths.admin, route: lazyRoute(() => import('./routes/admin')) },
  { path: paths.profile, route: lazyRoute(() => import('./routes/profile')) },
];

export const notFoundRoute = lazyRoute(() => import('./routes/not-found'));

/** The route a URL path renders, for preloading before hydration. */
export function routeForPath(pathname: string): LazyRoute {
  const normalized = normalizePath(pathname);
  return appRoutes.find((r) => r.path === normalized)?.route ?? notFoundRoute;
}
