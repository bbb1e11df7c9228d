import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema';
import { TEST_PASSWORD, browser, signInWithMagicLink, signUp } from '../../test-support/accounts';
import { createTestApp, linkIn } from '../../test-support/create-test-app';
import { trialMember } from '../payments/payments-test-kit';
import { provesEmail } from './create-auth';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const funnelSessionsOf = async (email: string) => {
  const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return t.db.$count(session, and(eq(session.userId, owner!.id), eq(session.viaFunnel, true)));
};

describe('sessions made by paying (someone may pay with another person’s e-mail)', () => {
  it('are marked via_funnel and end when the e-mail’s owner signs in by magic link elsewhere', async () => {
    const { browser: payer } = await trialMember(t, 'hijack.target@example.com');
    expect((await payer.get('/api/session')).json.me.user.email).toBe('hijack.target@example.com');
    expect(await funnelSessionsOf('hijack.target@example.com')).toBe(1);

    const owner = browser(t);
    await signInWithMagicLink(t, owner, 'hijack.target@example.com');
    expect((await owner.get('/api/session')).json.me.user.email).toBe('hijack.target@example.com');
    expect((await payer.get('/api/session')).json.me).toBeNull();
    expect(await funnelSessionsOf('hijack.target@example.com')).toBe(0);
  });

  it('end when the owner follows the e-mail confirmation link', async () => {
    const { browser: payer } = await trialMember(t, 'confirm.target@example.com');
    const owner = browser(t);
    expect((await owner.post('/api/auth/send-verification-email', { email: 'confirm.target@example.com' })).status).toBe(200);
    const link = new URL(linkIn((await t.lastMailTo('confirm.target@example.com'))!.text, '/api/auth/verify-email'));
    await owner.get(link.pathname + link.search);
    expect((await owner.get('/api/session')).json.me.user.email).toBe('confirm.target@example.com');
    expect((await payer.get('/api/session')).json.me).toBeNull();
  });

  it('a password or magic-link session on another device is not ended by a later magic-link sign-in', async () => {
    // A confirmed account: better-auth itself ends every session of an unconfirmed one at its first magic link.
    const laptop = browser(t);
    await signUp(t, laptop, 'two.devices@example.com');
    const confirm = new URL(linkIn((await t.lastMailTo('two.devices@example.com'))!.text, '/api/auth/verify-email'));
    await laptop.get(confirm.pathname + confirm.search);
    const phone = browser(t);
    await signInWithMagicLink(t, phone, 'two.devices@example.com');
    const desktop = browser(t);
    expect((await desktop.post('/api/auth/sign-in/email', { email: 'two.devices@example.com', password: TEST_PASSWORD })).status).toBe(200);
    const tablet = browser(t);
    await signInWithMagicLink(t, tablet, 'two.devices@example.com');
    const signedIn = await Promise.all([laptop, phone, desktop, tablet].map(async (b) => (await b.get('/api/session')).json.me?.user.email));
    expect(signedIn).toEqual(Array(4).fill('two.devices@example.com'));
  });

  it('counts magic links, e-mail confirmation and OAuth callbacks as proof of the e-mail; password sign-in not', () => {
    expect(['/magic-link/verify', '/verify-email', '/callback/google', '/callback/:id'].map(provesEmail)).toEqual([true, true, true, true]);
    expect(['/sign-in/email', '/sign-up/email', '', undefined].map(provesEmail)).toEqual([false, false, false, false]);
  });
});
