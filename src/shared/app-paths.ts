/**
 * The pages of the app. The client's router and the server share this list: the server answers unknown paths
 * with a real 404 status (the client still renders its not-found page), and knows which pages are prerendered.
 */
export const paths = {
  home: '/',
  start: '/start',
  quiz: '/quiz',
  resultsIntro: '/results-intro',
  analyzing: '/analyzing',
  email: '/email',
  checkout: '/checkout',
  auth: '/auth',
  login: '/login',
  adminLogin: '/admin/login',
  admin: '/admin',
  profile: '/profile',
  congratulations: '/congratulations',
  paywall: '/paywall',
  success: '/success',
  cancel: '/cancel',
  confirmEmail: '/confirm-email',
  upsell1: '/upsell-1',
  upsellRetention: '/upsell-retention',
  upsell2: '/upsell-2',
  upsell2Retention: '/upsell-2-retention',
  /** The sandbox provider's hosted checkout page (sandbox only). */
  sandboxCheckout: '/sandbox/checkout',
  results: '/results',
  profileTests: '/profile/tests',
  profileReport: '/profile/report',
  profileHelp: '/profile/help',
  terms: '/terms',
  privacy: '/privacy',
  refundPolicy: '/refund-policy',
  /** Public certificate check; the router's pattern, see verifyPath() for a link. */
  verify: '/verify/:certificateId',
} as const;

/** The public check of one certificate. */
export function verifyPath(certificateId: string): string {
  return `/verify/${encodeURIComponent(certificateId)}`;
}

export type AppPath = (typeof paths)[keyof typeof paths];

/** Pages that exist in the client router today; a path outside it is a 404. */
export const ROUTED_PATHS: readonly string[] = [
  paths.home,
  paths.start,
  paths.quiz,
  paths.resultsIntro,
  paths.analyzing,
  paths.email,
  paths.auth,
  paths.login,
  paths.adminLogin,
  paths.admin,
  paths.profile,
  paths.checkout,
  paths.paywall,
  paths.success,
  paths.cancel,
  paths.confirmEmail,
  paths.upsell1,
  paths.upsellRetention,
  paths.upsell2,
  paths.upsell2Retention,
  paths.congratulations,
  paths.sandboxCheckout,
  paths.results,
  paths.profileTests,
  paths.profileReport,
  paths.profileHelp,
  paths.terms,
  paths.privacy,
  paths.refundPolicy,
  paths.verify,
];

/** Whether a concrete path is one of the router's pages: ':name' segments match any one non-empty segment. */
export function isRoutedPath(pathname: string): boolean {
  const segments = normalizePath(pathname).split('/');
  return ROUTED_PATHS.some((pattern) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]));
  });
}

/** Pages rendered to HTML at build time, with the client module that renders each (Vite manifest key). */
export const PRERENDERED_PAGES = [
  { path: paths.home, file: 'prerendered/landing.html', chunk: 'app/routes/landing.tsx' },
  { path: paths.start, file: 'prerendered/start.html', chunk: 'app/routes/start.tsx' },
] as const;

/** '/start/' and '/start' are the same page; '' is '/'. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
