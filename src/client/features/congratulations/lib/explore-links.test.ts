import { describe, expect, it } from 'vitest';
import { isRoutedPath } from '@shared/app-paths';
import { exploreLinks } from './explore-links';

describe('exploreLinks', () => {
  it('lists only the sections whose pages the router has', () => {
    expect(exploreLinks((path) => path === '/courses')).toEqual([{ path: '/courses', label: 'Courses' }]);
    expect(exploreLinks(() => true).map((l) => l.path)).toEqual(['/games', '/courses', '/tests']);
  });

  it('follows the app router by default', () => {
    expect(exploreLinks().map((l) => l.path)).toEqual(['/games', '/courses', '/tests'].filter((p) => isRoutedPath(p)));
  });
});
