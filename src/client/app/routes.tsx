import { matchPath } from 'react-router';
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
  { path: paths.checkout, route: lazyRoute(() => import('./routes/checkout')) },
  { path: paths.paywall, route: lazyRoute(() => import('./routes/paywall')) },
  { path: paths.success, route: lazyRoute(() => import('./routes/success')) },
  { path: paths.cancel, route: lazyRoute(() => import('./routes/cancel')) },
  { path: paths.confirmEmail, route: lazyRoute(() => import('./routes/confirm-email')) },
  { path: paths.upsell1, route: lazyRoute(() => import('./routes/upsell-1')) },
  { path: paths.upsellRetention, route: lazyRoute(() => import('./routes/upsell-retention')) },
  { path: paths.upsell2, route: lazyRoute(() => import('./routes/upsell-2')) },
  { path: paths.upsell2Retention, route: lazyRoute(() => import('./routes/upsell-2-retention')) },
  { path: paths.congratulations, route: lazyRoute(() => import('./routes/congratulations')) },
  { path: paths.sandboxCheckout, route: lazyRoute(() => import('./routes/sandbox-checkout')) },
  { path: paths.results, route: lazyRoute(() => import('./routes/results')) },
  { path: paths.verify, route: lazyRoute(() => import('./routes/verify')) },
  { path: paths.profileTests, route: lazyRoute(() => import('./routes/profile-tests')) },
  { path: paths.profileReport, route: lazyRoute(() => import('./routes/profile-report')) },
  { path: paths.profileHelp, route: lazyRoute(() => import('./routes/profile-help')) },
  { path: paths.terms, route: lazyRoute(() => import('./routes/terms')) },
  { path: paths.privacy, route: lazyRoute(() => import('./routes/privacy')) },
  { path: paths.refundPolicy, route: lazyRoute(() => import('./routes/refund-policy')) },
];

export const notFoundRoute = lazyRoute(() => import('./routes/not-found'));

/** The route a URL path renders, for preloading before hydration. */
export function routeForPath(pathname: string): LazyRoute {
  const normalized = normalizePath(pathname);
  return appRoutes.find((r) => matchPath(r.path, normalized))?.route ?? notFoundRoute;
}
