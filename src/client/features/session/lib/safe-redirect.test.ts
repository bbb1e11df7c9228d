import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPathFor } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/profile?tab=results#top')).toBe('/profile?tab=results#top');
    expect(safeRedirect('/a/../profile')).toBe('/profile');
  });

  it('refuses anything that could leave the site, and nothing at all', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      'profile',
      '/\tx',
      '',
      null,
      undefined,
      '/..//host/x',
      '/./..//host/x',
      '/%2e%2e//host/x',
      '/a/../..//host',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});

describe('signInPathFor', () => {
  it('carries the page to come back to', () => {
    expect(signInPathFor('/auth', '/profile?x=1')).toBe('/auth?redirect=%2Fprofile%3Fx%3D1');
    expect(safeRedirect(new URLSearchParams('redirect=%2Fprofile%3Fx%3D1').get('redirect'))).toBe('/profile?x=1');
  });
});
