import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test-support/accounts';
import { createTestApp } from './test-support/create-test-app';

/*
 * Malformed input never gets a 500: every API route (read from the app itself, so a new route is covered the day it
 * is added) is sent NUL characters, integers beyond the database's range, nulls, wrong types and broken bodies, in
 * its path, its query and its JSON body, by a signed-in admin (who passes every gate and so reaches every validator).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>['browser'];
const ids: Record<string, string> = {};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedInAs(t, 'admin', 'fuzz.admin@example.com'));
  const session = (await admin.post('/api/quiz/attempts')).json;
  ids.attemptId = session.attempt.id;
  ids.questionId = session.questions[0].id;
});
afterAll(() => t.close());

/** better-auth's endpoints sit behind one wildcard route; these are the ones the app offers, and one it does not. */
const AUTH_ROUTES: Array<[string, string]> = [
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-in/magic-link'],
  ['POST', '/api/auth/send-verification-email'],
  ['POST', '/api/auth/sign-in/social'],
  ['GET', '/api/auth/verify-email'],
  ['GET', '/api/auth/magic-link/verify'],
  ['POST', '/api/auth/update-user'],
];
/** Ends the admin's session midway; its input is the same as any other POST's. */
const SKIPPED = new Set(['POST /api/auth/sign-out']);

function apiRoutes(): Array<[string, string]> {
  const seen = new Set<string>();
  const routes: Array<[string, string]> = [];
  for (const { method, path } of t.app.routes) {
    const key = `${method} ${path}`;
    if (method === 'ALL' || !path.startsWith('/api/') || path.includes('*') || seen.has(key) || SKIPPED.has(key)) continue;
    seen.add(key);
    routes.push([method, path]);
  }
  for (const [method, path] of AUTH_ROUTES) routes.push([method, path]);
  return routes;
}

/** Every field name the API's request bodies use, with a value each would accept. */
const BASE_BODY = {
  email: 'fuzz.body@example.com',
  password: 'a fuzzing password',
  name: 'Fuzz Body',
  callbackURL: '/',
  provider: 'google',
  code: 'FUZZ10',
  promoCode: 'FUZZ10',
  sessionId: 'cs_fuzz',
  upsellType: 'extended',
  option: 0,
  attemptId: UNKNOWN_ID,
  subject: 'A fuzzing subject',
  message: 'A fuzzing message that is long enough to pass.',
  language: 'en',
  role: 'user',
  percentOff: 10,
  amountOffCents: null,
  maxRedemptions: 5,
  expiresAt: null,
  active: true,
  checkoutDesign: 'checkout',
  offerHoldMinutes: 10,
  clientSecret: 'pi_fuzz_secret_fuzz',
  card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
};

const BAD_STRINGS = ['\u0000', 'a\u0000b', '\u0000'.repeat(50), '%00', '\ud800', ''];
const BAD_NUMBERS = [2 ** 31, 2 ** 53, 1e308, -1, -(2 ** 31) - 1, 1.5];
const BAD_ANY: unknown[] = [null, [], {}, true, ['a'], 'x'.repeat(400)];

/** `value` with every string (or every number, or every leaf) replaced by `bad`. */
function replaceLeaves(value: unknown, pick: 'string' | 'number' | 'any', bad: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => replaceLeaves(v, pick, bad));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceLeaves(v, pick, bad)]));
  }
  return pick === 'any' || typeof value === pick ? bad : value;
}

function bodies(): Array<string> {
  const out: unknown[] = [];
  for (const bad of BAD_STRINGS) out.push(replaceLeaves(BASE_BODY, 'string', bad));
  for (const bad of BAD_NUMBERS) out.push(replaceLeaves(BASE_BODY, 'number', bad));
  for (const bad of BAD_ANY) out.push(replaceLeaves(BASE_BODY, 'any', bad));
  // One number at a time too, so a field past the database's range is not hidden by a neighbour that fails first.
  for (const field of ['option', 'percentOff', 'maxRedemptions', 'offerHoldMinutes'] as const) {
    for (const bad of [2 ** 31, 1e308]) out.push({ ...BASE_BODY, [field]: bad });
  }
  out.push({ '\u0000': 'key' }, null, [], 'text', 2 ** 31, { email: { $gt: '' } });
  return [...out.map((b) => JSON.stringify(b)), '{', '{"email":"\\u0000"', 'x'.repeat(300)];
}

const QUERIES = ['?q=%00', '?q=%00%ZZ', '?state=%ZZ%00', '?to=a%00b', '?q=' + '9'.repeat(30), '?q=' + 'x'.repeat(300), '?result=%00&token=%00&callbackURL=%00', '?q=%ZZ'];
const PARAM_VALUES = ['%00', '%00%ZZ', '9'.repeat(40), "1'%20or%20'1'='1", 'x'.repeat(300)];

function fill(path: string, fallback?: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => fallback ?? ids[name] ?? UNKNOWN_ID);
}

describe('malformed input never gets a 500', () => {
  it('on every API route: path, query and body', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const check = async (method: string, url: string, body?: string) => {
      const res = await admin.request(method, url, body, body === undefined ? undefined : { 'content-type': 'application/json' });
      if (res.status >= 500) failures.push(`${res.status} ${method} ${url} ${body?.slice(0, 120) ?? ''} → ${res.text.slice(0, 200)}`);
    };
    for (const [method, path] of routes) {
      for (const query of QUERIES) await check(method, fill(path) + query);
      if (path.includes(':')) for (const value of PARAM_VALUES) await check(method, fill(path, value));
      if (method !== 'GET') for (const body of bodies()) await check(method, fill(path), body);
    }
    expect(failures).toEqual([]);
  });
});
