import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits, session, user } from '../../db/schema';
import { TEST_PASSWORD, browser, signInWithMagicLink, signUp, signUpUnconfirmed } from '../../test-support/accounts';
import { createTestApp, linkIn, visitor } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ google: { clientId: 'google-id', clientSecret: 'google-secret' } });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('password accounts', () => {
  it('signs up, signs in with the password, and knows the user at /api/me', async () => {
    const first = browser(t);
    const userId = await signUp(t, first, 'Ada@Example.com', TEST_PASSWORD, 'Ada Lovelace');
    const me = await first.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ user: { id: userId, name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true }, role: 'user' });

    const second = browser(t);
    expect((await second.get('/api/me')).status).toBe(401);
    const signIn = await second.post('/api/auth/sign-in/email', { email: 'ada@example.com', password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(second.cookie).toMatch(/better-auth\.session_token=/);
    expect((await second.get('/api/me')).json.user.id).toBe(userId);
  });

  it('sets the session cookie HTTP-only and SameSite=Lax (Secure only on https)', async () => {
    await signUp(t, browser(t), 'cookie@example.com');
    const res = await browser(t).post('/api/auth/sign-in/email', { email: 'cookie@example.com', password: TEST_PASSWORD });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the session cookie Secure, with the __Secure- prefix, when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://iq.example' });
    try {
      const onHttps = () => visitor(secure.app, { origin: 'https://iq.example' });
      await signUpUnconfirmed(secure, onHttps(), 'secure@example.com');
      await secure.db.update(user).set({ emailVerified: true }).where(eq(user.email, 'secure@example.com'));
      const res = await onHttps().post('/api/auth/sign-in/email', { email: 'secure@example.com', password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-better-auth.session_token='));
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await secure.close();
    }
  });

  it('signs nobody in before the address is confirmed; a password sign-in then mails a fresh confirmation link', async () => {
    // better-auth and its mail hooks read Date: a fixed time keeps the hour's mail count in one window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-02T10:10:00Z'));
    const b = browser(t);
    const res = await b.post('/api/auth/sign-up/email', { email: 'unconfirmed@example.com', password: TEST_PASSWORD, name: 'U' });
    expect(res.status).toBe(200);
    expect(res.json.token).toBeNull();
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    expect((await b.get('/api/session')).json.me).toBeNull();

    const before = (await t.mailsTo('unconfirmed@example.com')).length;
    const signIn = await b.post('/api/auth/sign-in/email', { email: 'unconfirmed@example.com', password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.json.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await b.get('/api/session')).json.me).toBeNull();
    const mails = await t.mailsTo('unconfirmed@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(linkIn(mails.at(-1)!.text, '/api/auth/verify-email')).toContain('token=');

    // Three confirmation mails an hour at most, however often someone tries the password.
    for (let i = 0; i < 3; i += 1) {
      expect((await b.post('/api/auth/sign-in/email', { email: 'unconfirmed@example.com', password: TEST_PASSWORD })).status).toBe(403);
    }
    expect(await t.mailsTo('unconfirmed@example.com')).toHaveLength(3);
    vi.setSystemTime(new Date('2026-05-02T11:10:00Z'));
    await b.post('/api/auth/sign-in/email', { email: 'unconfirmed@example.com', password: TEST_PASSWORD });
    expect(await t.mailsTo('unconfirmed@example.com')).toHaveLength(4);
  });

  it('answers sign-up alike for a known and an unknown address, and tells only the known address’s owner by mail', async () => {
    await signUp(t, browser(t), 'already.here@example.com', TEST_PASSWORD, 'Already Here');
    const known = await browser(t).post('/api/auth/sign-up/email', { email: 'already.here@example.com', password: 'another password', name: 'X' });
    const unknown = await browser(t).post('/api/auth/sign-up/email', { email: 'brand.new@example.com', password: 'another password', name: 'X' });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.json).sort()).toEqual(Object.keys(unknown.json).sort());
    expect(Object.keys(known.json.user).sort()).toEqual(Object.keys(unknown.json.user).sort());
    expect(known.json).toMatchObject({ token: null, user: { email: 'already.here@example.com', emailVerified: false, name: 'X' } });
    expect(known.text).not.toMatch(/exist/i);
    expect((await t.lastMailTo('already.here@example.com'))?.subject).toBe('You already have an IQ Test account');
    // The real account is untouched: its password and name still stand.
    const signIn = await browser(t).post('/api/auth/sign-in/email', { email: 'already.here@example.com', password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.json.user.name).toBe('Already Here');
  });

  it('queues a verification mail at sign-up', async () => {
    await signUp(t, browser(t), 'verify-me@example.com');
    const mail = await t.lastMailTo('verify-me@example.com');
    expect(mail?.subject).toMatch(/confirm/i);
    expect(linkIn(mail!.text, '/api/auth/verify-email')).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('refuses a wrong password and a short one', async () => {
    await signUp(t, browser(t), 'bob@example.com');
    const wrong = await browser(t).post('/api/auth/sign-in/email', { email: 'bob@example.com', password: 'not the password' });
    expect(wrong.status).toBe(401);
    const short = await browser(t).post('/api/auth/sign-up/email', { email: 'short@example.com', password: 'seven77', name: 'S' });
    expect(short.status).toBe(400);
  });

  it('ends the session on sign-out: the old cookie no longer works', async () => {
    const b = browser(t);
    await signUp(t, b, 'leaving@example.com');
    const oldCookie = b.cookie;
    expect((await b.get('/api/me')).status).toBe(200);
    const out = await b.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await b.get('/api/me')).status).toBe(401);
    const replay = visitor(t.app);
    replay.setCookies(oldCookie);
    expect((await replay.get('/api/me')).status).toBe(401);
  });
});

describe('better-auth endpoints the app does not offer', () => {
  it('answers 404 to update-user and the rest, so a name changes only through the profile rules', async () => {
    const b = browser(t);
    await signUp(t, b, 'bypass@example.com', TEST_PASSWORD, 'Kept Name');
    for (const [path, body] of [
      ['/api/auth/update-user', { name: 'x'.repeat(5000), image: 'javascript:alert(1)' }],
      ['/api/auth/update-user', { name: null }],
      ['/api/auth/change-email', { newEmail: 'other@example.com' }],
      ['/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'a new password' }],
      ['/api/auth/delete-user', {}],
    ] as const) {
      const res = await b.post(path, body);
      expect(res.status, path).toBe(404);
      expect(res.json.error.code).toBe('NOT_FOUND');
    }
    expect((await b.get('/api/auth/list-accounts')).status).toBe(404);
    expect((await b.get('/api/me')).json.user).toMatchObject({ name: 'Kept Name', email: 'bypass@example.com' });
    expect((await b.get('/api/auth/get-session')).status).toBe(200);
  });
});

describe('sign-in endpoints take JSON only (so the per-e-mail limit always sees the e-mail)', () => {
  it('refuses a form-encoded sign-in with 415', async () => {
    const b = browser(t);
    const res = await b.post('/api/auth/sign-in/email', 'email=someone%40example.com&password=guess', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.json.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('GET /api/session', () => {
  it('answers 200 with null when signed out, and with the account and role when signed in', async () => {
    const b = browser(t);
    const out = await b.get('/api/session');
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ me: null });
    await signUp(t, b, 'session.reader@example.com', TEST_PASSWORD, 'Session Reader');
    const signedIn = await b.get('/api/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.me).toMatchObject({ user: { email: 'session.reader@example.com', name: 'Session Reader' }, role: 'user' });
    expect(signedIn.headers.get('cache-control')).toContain('no-store');
  });
});

describe('magic link', () => {
  it('mails a link that signs in (creating the account) and then /api/me answers', async () => {
    const b = browser(t);
    const res = await signInWithMagicLink(t, b, 'magic@example.com', '/congratulations');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:3000/congratulations');
    const me = await b.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email: 'magic@example.com', name: 'Magic', emailVerified: true });
    const mail = await t.lastMailTo('magic@example.com');
    expect(mail).toMatchObject({ subject: expect.stringMatching(/sign-in link/i) });
    expect(mail!.text).toContain('60 minutes');
  });

  it('is used once: following it again does not sign in', async () => {
    const b = browser(t);
    await signInWithMagicLink(t, b, 'once@example.com');
    const mail = await t.lastMailTo('once@example.com');
    const url = new URL(linkIn(mail!.text, '/api/auth/magic-link/verify'));
    const other = browser(t);
    const again = await other.get(url.pathname + url.search);
    expect(again.headers.get('location')).toContain('error=INVALID_TOKEN');
    expect((await other.get('/api/me')).status).toBe(401);
  });

  it('expires after an hour: a link followed after 59 minutes works, one followed after 61 fails and creates no session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    const linkFor = async (email: string) => {
      expect((await browser(t).post('/api/auth/sign-in/magic-link', { email, callbackURL: '/' })).status).toBe(200);
      const url = new URL(linkIn((await t.lastMailTo(email))!.text, '/api/auth/magic-link/verify'));
      return url.pathname + url.search;
    };
    const inTime = await linkFor('in-time@example.com');
    const late = await linkFor('late@example.com');

    vi.setSystemTime(new Date('2026-05-01T10:59:00Z'));
    const early = browser(t);
    expect((await early.get(inTime)).headers.get('location')).toBe('http://localhost:3000/');
    expect((await early.get('/api/me')).status).toBe(200);

    vi.setSystemTime(new Date('2026-05-01T11:01:00Z'));
    const sessionsBefore = await t.db.$count(session);
    const b = browser(t);
    const res = await b.get(late);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error=INVALID_TOKEN');
    expect((await b.get('/api/me')).status).toBe(401);
    expect(await t.db.$count(session)).toBe(sessionsBefore);
    expect(await t.db.$count(user, eq(user.email, 'late@example.com'))).toBe(0);
  });

  it('answers a known and an unknown address the same way (no account enumeration)', async () => {
    await signUp(t, browser(t), 'known@example.com');
    const known = await browser(t).post('/api/auth/sign-in/magic-link', { email: 'known@example.com', callbackURL: '/' });
    const unknown = await browser(t).post('/api/auth/sign-in/magic-link', { email: 'nobody-here@example.com', callbackURL: '/' });
    expect(known.status).toBe(unknown.status);
    expect(known.text).toBe(unknown.text);
    expect([...known.headers.keys()].filter((h) => h !== 'x-request-id').sort()).toEqual(
      [...unknown.headers.keys()].filter((h) => h !== 'x-request-id').sort(),
    );
    expect(await t.lastMailTo('known@example.com')).toMatchObject({ subject: expect.stringMatching(/sign-in link/i) });
    expect(await t.lastMailTo('nobody-here@example.com')).toMatchObject({ subject: expect.stringMatching(/sign-in link/i) });
  });
});

describe('GET /api/auth-options', () => {
  it('says which providers have keys', async () => {
    const res = await visitor(t.app).get('/api/auth-options');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ google: true, microsoft: false });
  });
});

describe('CSRF', () => {
  it('refuses state-changing API requests from an untrusted origin, with or without a session', async () => {
    const evil = visitor(t.app, { origin: 'https://evil.example' });
    const signIn = await evil.post('/api/auth/sign-in/email', { email: 'ada@example.com', password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error.code).toBe('FORBIDDEN');
    expect((await evil.post('/api/leads', { email: 'x@example.com' })).status).toBe(403);
    expect((await evil.post('/api/quiz/attempts')).status).toBe(403);

    const victim = browser(t);
    await signUp(t, victim, 'victim@example.com');
    const forged = await victim.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await victim.get('/api/me')).status).toBe(200);
  });

  it('accepts the app origin, the Vite dev server and requests without Origin', async () => {
    expect((await visitor(t.app, { origin: 'http://localhost:3000' }).post('/api/quiz/attempts')).status).toBe(201);
    expect((await visitor(t.app, { origin: 'http://localhost:5173' }).post('/api/quiz/attempts')).status).toBe(201);
    expect((await visitor(t.app).post('/api/quiz/attempts')).status).toBe(201);
  });

  it('lets a reads through from anywhere (GET changes nothing)', async () => {
    expect((await visitor(t.app, { headers: { origin: 'https://evil.example' } }).get('/api/auth-options')).status).toBe(200);
  });
});

describe('sign-in rate limits (per address and per e-mail, in the database)', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({ authPerAddress: 4, authPerEmail: 2 });
  });
  afterAll(() => limited.close());
  const from = (ip: string) => visitor(limited.app, { origin: 'http://localhost:3000', headers: { 'x-forwarded-for': ip } });

  it('limits one e-mail to its limit, whatever the address', async () => {
    const attempt = (ip: string, email: string) => from(ip).post('/api/auth/sign-in/email', { email, password: 'guess-guess' });
    expect((await attempt('198.51.100.1', 'Target@Example.com')).status).toBe(401);
    expect((await attempt('198.51.100.2', 'target@example.com')).status).toBe(401);
    const refused = await attempt('198.51.100.3', 'TARGET@example.COM');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(refused.json.error.message).toMatch(/sign in with a link/i);
    const rows = await limited.db.select().from(rateLimits).where(like(rateLimits.key, 'auth-password:%'));
    expect(rows).toEqual([expect.objectContaining({ key: 'auth-password:target@example.com', hits: 3 })]);
  });

  it('locks only the password: during the lock the owner is mailed a link and signed in with it', async () => {
    await signUp(limited, browser(limited), 'guessed.at@example.com');
    for (const ip of ['198.51.100.21', '198.51.100.22']) {
      expect((await from(ip).post('/api/auth/sign-in/email', { email: 'guessed.at@example.com', password: 'wrong-guess' })).status).toBe(401);
    }
    const owner = from('198.51.100.23');
    expect((await owner.post('/api/auth/sign-in/email', { email: 'guessed.at@example.com', password: TEST_PASSWORD })).status).toBe(429);
    await signInWithMagicLink(limited, owner, 'guessed.at@example.com');
    expect((await owner.get('/api/session')).json.me.user.email).toBe('guessed.at@example.com');
  });

  it('limits the links one machine mails to an e-mail without spending its owner’s', async () => {
    const stranger = from('198.51.100.31');
    const email = 'wanted@example.com';
    expect((await stranger.post('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, name: 'Stranger' })).status).toBe(200);
    expect((await stranger.post('/api/auth/sign-in/magic-link', { email })).status).toBe(200);
    expect((await stranger.post('/api/auth/sign-in/magic-link', { email })).status).toBe(429);
    const owner = from('198.51.100.32');
    await signInWithMagicLink(limited, owner, email);
    expect((await owner.get('/api/session')).json.me.user.email).toBe(email);
  });

  it('still keeps many machines from flooding one mailbox', async () => {
    const ask = (ip: string) => from(ip).post('/api/auth/sign-in/magic-link', { email: 'flooded@example.com' });
    // Two per machine, six per e-mail in all (authPerEmail 2, three times that overall).
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask(`198.51.100.${40 + i}`)).status, (await ask(`198.51.100.${40 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await limited.mailsTo('flooded@example.com')).toHaveLength(6);
  });

  it('limits one address across different e-mails and endpoints, and opens again after 15 minutes', async () => {
    const ip = '203.0.113.50';
    expect((await from(ip).post('/api/auth/sign-in/magic-link', { email: 'one@example.com' })).status).toBe(200);
    expect((await from(ip).post('/api/auth/sign-up/email', { email: 'two@example.com', password: TEST_PASSWORD, name: 'Two' })).status).toBe(200);
    // Refused as unconfirmed, but counted all the same.
    expect((await from(ip).post('/api/auth/sign-in/email', { email: 'two@example.com', password: TEST_PASSWORD })).status).toBe(403);
    expect((await from(ip).post('/api/auth/sign-in/magic-link', { email: 'three@example.com' })).status).toBe(200);
    const fifth = await from(ip).post('/api/auth/sign-in/magic-link', { email: 'four@example.com' });
    expect(fifth.status).toBe(429);
    expect(await limited.lastMailTo('four@example.com')).toBeUndefined();
    const [row] = await limited.db.select().from(rateLimits).where(eq(rateLimits.key, `auth-address:${ip}`));
    expect(row?.hits).toBe(5);
    expect((await from('203.0.113.51').post('/api/auth/sign-in/magic-link', { email: 'four@example.com' })).status).toBe(200);

    limited.clock.advance(15 * 60_000);
    expect((await from(ip).post('/api/auth/sign-in/magic-link', { email: 'five@example.com' })).status).toBe(200);
  });
});
