import { isRoutedPath } from '@shared/app-paths';

/** The sections the /congratulations top navigation points to (spec §2); each appears once its page exists. */
const EXPLORE_LINKS = [
  { path: '/games', label: 'Games' },
  { path: '/courses', label: 'Courses' },
  { path: '/tests', label: 'Tests' },
] as const;

export function exploreLinks(isRouted: (path: string) => boolean = isRoutedPath): Array<{ path: string; label: string }> {
  return EXPLORE_LINKS.filter((link) => isRouted(link.path));
}
