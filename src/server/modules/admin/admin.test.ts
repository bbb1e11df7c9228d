import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/schemas/account';
import { testResults, userRoles } from '../../db/schema';
import { type Browser, browser, signUp, signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let as: Record<'anonymous' | Role, Browser>;
let target: string;

beforeAll(async () => {
  t = await createTestApp();
  as = {
    anonymous: browser(t),
    user: (await signedInAs(t, 'user')).browser,
    moderator: (await signedInAs(t, 'moderator')).browser,
    admin: (await signedInAs(t, 'admin')).browser,
  };
  target = await signUp(t, browser(t), 'target@example.com', undefined, 'Target Person');
});
afterAll(() => t.close());

type Call = [method: 'get' | 'put', path: () => string, body?: unknown];
const ROUTES: Record<string, Call> = {
  'GET /api/me': ['get', () => '/api/me'],
  'GET /api/me/progress': ['get', () => '/api/me/progress'],
  'GET /api/admin/users': ['get', () => '/api/admin/users?q=target'],
  'PUT /api/admin/users/:userId/role': ['put', () => `/api/admin/users/${target}/role`, { role: 'user' }],
  'GET /api/admin/results': ['get', () => '/api/admin/results'],
};

/** Every protected route × every kind of caller: the server decides, whatever the client shows. */
const EXPECTED: [route: keyof typeof ROUTES, anonymous: number, user: number, moderator: number, admin: number][] = [
  ['GET /api/me', 401, 200, 200, 200],
  ['GET /api/me/progress', 401, 200, 200, 200],
  ['GET /api/admin/users', 401, 403, 403, 200],
  ['PUT /api/admin/users/:userId/role', 401, 403, 403, 200],
  ['GET /api/admin/results', 401, 403, 200, 200],
];

describe('who may call what', () => {
  it.each(EXPECTED)('%s: anonymous %i, user %i, moderator %i, admin %i', async (route, ...statuses) => {
    const [method, path, body] = ROUTES[route]!;
    const callers = ['anonymous', 'user', 'moderator', 'admin'] as const;
    const got: Record<string, number> = {};
    for (const caller of callers) {
      const res = method === 'get' ? await as[caller].get(path()) : await as[caller].put(path(), body);
      got[caller] = res.status;
      if (res.status === 401) expect(res.json.error.code).toBe('UNAUTHENTICATED');
      if (res.status === 403) expect(res.json.error.code).toBe('FORBIDDEN');
    }
    expect(got).toEqual(Object.fromEntries(callers.map((c, i) => [c, statuses[i]])));
  });
});

describe('role changes', () => {
  it('lets an admin change a role, and the new role takes effect at once', async () => {
    const b = browser(t);
    const userId = await signUp(t, b, 'promoted@example.com');
    expect((await b.get('/api/admin/results')).status).toBe(403);
    const res = await as.admin.put(`/api/admin/users/${userId}/role`, { role: 'moderator' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: userId, email: 'promoted@example.com', role: 'moderator' });
    expect((await b.get('/api/me')).json.role).toBe('moderator');
    expect((await b.get('/api/admin/results')).status).toBe(200);

    expect((await as.admin.put(`/api/admin/users/${userId}/role`, { role: 'user' })).json.role).toBe('user');
    expect(await t.db.$count(userRoles, eq(userRoles.userId, userId))).toBe(0);
    expect((await b.get('/api/admin/results')).status).toBe(403);
  });

  it('refuses role changes by a moderator or a user, and changes nothing', async () => {
    for (const caller of [as.moderator, as.user]) {
      const res = await caller.put(`/api/admin/users/${target}/role`, { role: 'admin' });
      expect(res.status).toBe(403);
    }
    expect((await as.admin.get('/api/admin/users?q=target@')).json.users[0].role).toBe('user');
  });

  it('refuses to demote the last admin, and allows it once there is another', async () => {
    const self = (await as.admin.get('/api/me')).json.user.id as string;
    const alone = await as.admin.put(`/api/admin/users/${self}/role`, { role: 'user' });
    expect(alone.status).toBe(409);
    expect(alone.json.error.code).toBe('LAST_ADMIN');
    expect((await as.admin.get('/api/me')).json.role).toBe('admin');

    const second = await signedInAs(t, 'user');
    expect((await as.admin.put(`/api/admin/users/${second.userId}/role`, { role: 'admin' })).status).toBe(200);
    expect((await second.browser.put(`/api/admin/users/${self}/role`, { role: 'moderator' })).status).toBe(200);
    const last = await second.browser.put(`/api/admin/users/${second.userId}/role`, { role: 'user' });
    expect(last.json.error.code).toBe('LAST_ADMIN');
    // Put things back for the other tests.
    expect((await second.browser.put(`/api/admin/users/${self}/role`, { role: 'admin' })).status).toBe(200);
  });

  it('answers 404 for an unknown user and 422 for an unknown role', async () => {
    expect((await as.admin.put('/api/admin/users/no-such-user/role', { role: 'moderator' })).status).toBe(404);
    const bad = await as.admin.put(`/api/admin/users/${target}/role`, { role: 'owner' });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with their roles, and searches name or e-mail in any case', async () => {
    const all = (await as.admin.get('/api/admin/users')).json.users as { email: string; role: string; createdAt: string }[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    const created = all.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(all.find((u) => u.email.startsWith('moderator-'))?.role).toBe('moderator');

    expect((await as.admin.get('/api/admin/users?q=TARGET%20per')).json.users.map((u: { email: string }) => u.email)).toEqual(['target@example.com']);
    expect((await as.admin.get('/api/admin/users?q=EXAMPLE.COM')).json.users.length).toBe(all.length);
    expect((await as.admin.get('/api/admin/users?q=%25')).json.users).toEqual([]);
  });
});

describe('GET /api/admin/results', () => {
  it('lists results with the test title, newest first, searching e-mail, name or score', async () => {
    const anon = browser(t);
    const attempt = (await anon.post('/api/quiz/attempts')).json.attempt.id;
    await anon.post(`/api/quiz/attempts/${attempt}/submit`);
    await anon.post('/api/leads', { email: 'grace.hopper@example.com', attemptId: attempt });
    t.clock.advance(60_000);
    const other = browser(t);
    const second = (await other.post('/api/quiz/attempts')).json.attempt.id;
    await other.post(`/api/quiz/attempts/${second}/submit`);
    await t.db.update(testResults).set({ iqScore: 131 }).where(eq(testResults.attemptId, second));

    const { results } = (await as.moderator.get('/api/admin/results')).json;
    expect(results[0]).toMatchObject({ iqScore: 131, email: null, fullName: null, paymentStatus: 'pending', testTitle: expect.any(String), testType: 'iq' });
    expect(results[1]).toMatchObject({ email: 'grace.hopper@example.com', fullName: 'Grace Hopper', iqScore: 85 });
    expect(Object.keys(results[0]).sort()).toEqual(
      ['completedAt', 'email', 'fullName', 'id', 'iqScore', 'paymentStatus', 'testTitle', 'testType', 'timeTakenSeconds'].sort(),
    );

    const search = async (q: string) => (await as.admin.get(`/api/admin/results?q=${encodeURIComponent(q)}`)).json.results.map((r: { iqScore: number }) => r.iqScore);
    expect(await search('GRACE')).toEqual([85]);
    expect(await search('hopper@EX')).toEqual([85]);
    expect(await search('13')).toEqual([131]);
    expect(await search('nobody')).toEqual([]);
  });
});
