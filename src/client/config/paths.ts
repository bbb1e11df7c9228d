/** Every route path of the app, in one place. */
export const paths = {
  home: '/',
  start: '/start',
  quiz: '/quiz',
  resultsIntro: '/results-intro',
  analyzing: '/analyzing',
  email: '/email',
  checkout: '/checkout',
} as const;

/** Funnel pages that hide the main navigation (spec §2). */
export const FOCUSED_PATHS: readonly string[] = [paths.start, paths.quiz, paths.analyzing, paths.resultsIntro, paths.email];
