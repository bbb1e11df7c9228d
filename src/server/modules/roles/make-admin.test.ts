import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { browser, signInWithMagicLink, signUp } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { getRole } from './get-role';
import { makeAdmin, normalizeEmail } from './make-admin';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('makeAdmin (npm run admin:create)', () => {
  it('creates a better-auth compatible account that can sign in with a magic link as admin', async () => {
    const outcome = await makeAdmin(t.db, 'boss.lady@example.com');
    expect(outcome).toMatchObject({ created: true, previousRole: 'user' });
    const [row] = await t.db.select().from(user).where(eq(user.id, outcome.userId));
    expect(row).toMatchObject({ name: 'Boss Lady', email: 'boss.lady@example.com', emailVerified: false });
    expect(row!.id).toMatch(/^[A-Za-z0-9]{32}$/);

    const b = browser(t);
    await signInWithMagicLink(t, b, 'boss.lady@example.com', '/admin');
    expect((await b.get('/api/me')).json).toMatchObject({ user: { id: outcome.userId, emailVerified: true }, role: 'admin' });
    expect((await b.get('/api/admin/users')).status).toBe(200);
  });

  it('promotes an existing account and is idempotent', async () => {
    const userId = await signUp(t, browser(t), 'existing@example.com');
    expect(await makeAdmin(t.db, 'existing@example.com')).toEqual({ userId, email: 'existing@example.com', created: false, previousRole: 'user' });
    expect(await makeAdmin(t.db, 'existing@example.com')).toMatchObject({ created: false, previousRole: 'admin' });
    expect(await getRole(t.db, userId)).toBe('admin');
  });

  it('normalizes e-mails and refuses what is not one', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
    expect(normalizeEmail('not-an-email')).toBeNull();
    expect(normalizeEmail('')).toBeNull();
  });
});
