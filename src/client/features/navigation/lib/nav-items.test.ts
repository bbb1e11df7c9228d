import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const labels = (items: ReturnType<typeof navItems>) => items.links.map((l) => l.label);

describe('navItems', () => {
  it('shows neither Sign In nor Sign Out while the session is unknown', () => {
    const items = navItems({ status: 'pending' });
    expect(labels(items)).toEqual(['Home', 'IQ Test', 'Dashboard']);
    expect(items).toMatchObject({ signIn: false, signOut: false, startTest: true });
  });

  it('offers Sign In and the test when signed out', () => {
    expect(navItems({ status: 'signed-out' })).toMatchObject({ signIn: true, signOut: false, startTest: true });
  });

  it('adds Admin for admins only, and Sign Out for everyone signed in', () => {
    expect(labels(navItems({ status: 'signed-in', role: 'admin' }))).toEqual(['Home', 'IQ Test', 'Dashboard', 'Admin']);
    expect(labels(navItems({ status: 'signed-in', role: 'moderator' }))).toEqual(['Home', 'IQ Test', 'Dashboard']);
    expect(navItems({ status: 'signed-in', role: undefined })).toMatchObject({ signIn: false, signOut: true, startTest: false });
  });
});
