import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const labels = (items: ReturnType<typeof navItems>) => items.links.map((l) => l.label);

describe('navItems', () => {
  it('shows neither Sign In nor Sign Out while the session is unknown', () => {
    const items = navItems({ status: 'pending' });
    expect(labels(items)).toEqual(['Home', 'IQ Test', 'Dashboard']);
    expect(items).toMatchObject({ signIn: false, signOut: false, startTest: true });
  });

  it('offers Sign In and the test when signed out, and no member pages', () => {
    expect(navItems({ status: 'signed-out' })).toMatchObject({ signIn: true, signOut: false, startTest: true });
    expect(labels(navItems({ status: 'signed-out' }))).toEqual(['Home', 'IQ Test', 'Dashboard']);
  });

  it('adds the member pages for everyone signed in, Admin for admins only, and Sign Out', () => {
    const member = ['Home', 'IQ Test', 'Dashboard', 'My Results', 'Report', 'Help'];
    expect(labels(navItems({ status: 'signed-in', role: 'admin' }))).toEqual([...member, 'Admin']);
    expect(labels(navItems({ status: 'signed-in', role: 'moderator' }))).toEqual(member);
    expect(navItems({ status: 'signed-in', role: 'user' }).links.map((l) => l.to)).toEqual([
      '/',
      '/start',
      '/profile',
      '/profile/tests',
      '/profile/report',
      '/profile/help',
    ]);
    expect(navItems({ status: 'signed-in', role: undefined })).toMatchObject({ signIn: false, signOut: true, startTest: false });
  });
});
