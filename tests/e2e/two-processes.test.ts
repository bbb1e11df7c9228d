import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgReachable } from '../../scripts/lib/pg-reachable.mjs';
import { throwawayDatabase } from '../../src/server/test-support/throwaway-database';
import { magicLinkFor } from './support/mailbox';
import { type TestServer, startServer } from './support/server';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: sessions and the sign-in rate limit
 * live in the database, so either process honours what the other did. Needs a real PostgreSQL (PGlite serves one
 * process): DATABASE_URL, else the local default server; skipped with a message when neither answers.
 */
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const AUTH_PER_ADDRESS = 6;

const hasPostgres = await pgReachable(ADMIN_URL);
if (!hasPostgres) {
  console.warn(`two-processes: skipped, no PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')} (set DATABASE_URL to run it)`);
}

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL', () => {
  let throwaway: Awaited<ReturnType<typeof throwawayDatabase>>;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    throwaway = await throwawayDatabase(ADMIN_URL, 'two');
    const env = { RATE_LIMIT_AUTH_PER_ADDRESS: String(AUTH_PER_ADDRESS), RATE_LIMIT_AUTH_PER_EMAIL: '100' };
    // One after the other: the first applies the migrations, the second finds them applied.
    a = await startServer(env, { databaseUrl: throwaway.url });
    b = await startServer(env, { databaseUrl: throwaway.url });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await throwaway?.drop();
  });

  /** A POST as the page of that server would send it (Origin is its own address). */
  const post = (server: TestServer, path: string, body: unknown, cookie = '') =>
    fetch(`${server.baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseURL, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const me = (server: TestServer, cookie: string) => fetch(`${server.baseURL}/api/me`, { headers: { cookie } });

  it('accepts on one process a session created through the other, and ends it everywhere on sign-out', async () => {
    expect((await post(a, '/api/auth/sign-in/magic-link', { email: 'both@example.com', callbackURL: '/' })).status).toBe(200);
    const signIn = await fetch(await magicLinkFor(a.baseURL, 'both@example.com'), { redirect: 'manual' });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token=');

    const onB = await me(b, cookie);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe('both@example.com');

    expect((await post(b, '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    expect((await me(a, cookie)).status).toBe(401);
  });

  it('counts the per-address sign-in limit across both processes', async () => {
    // The sign-in and sign-out above: the link's request counted once for this address.
    const statuses: number[] = [];
    for (let i = 0; statuses.length < AUTH_PER_ADDRESS; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await post(server, '/api/auth/sign-in/magic-link', { email: `n${i}@example.com`, callbackURL: '/' })).status);
    }
    expect(statuses).toEqual([...Array(AUTH_PER_ADDRESS - 1).fill(200), 429]);
    const onOther = await post(a, '/api/auth/sign-in/magic-link', { email: 'late@example.com', callbackURL: '/' });
    expect(onOther.status).toBe(429);
    expect(Number(onOther.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
