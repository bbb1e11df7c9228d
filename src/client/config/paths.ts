export { normalizePath, paths } from '@shared/app-paths';
import { paths } from '@shared/app-paths';

/** Funnel pages that hide the main navigation (spec §2). */
export const FOCUSED_PATHS: readonly string[] = [paths.start, paths.quiz, paths.analyzing, paths.resultsIntro, paths.email];
