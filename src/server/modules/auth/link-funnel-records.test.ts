import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, testResults } from '../../db/schema';
import { type Browser, browser, signInWithMagicLink, signUp } from '../../test-support/accounts';
import { createTestApp, linkIn } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Takes and submits the quiz in `b`; with `email`, leaves it on /email as the funnel does. Returns the attempt id. */
async function takeQuiz(b: Browser, email?: string): Promise<string> {
  const id = (await b.post('/api/quiz/attempts')).json.attempt.id as string;
  await b.post(`/api/quiz/attempts/${id}/submit`);
  if (email) expect((await b.post('/api/leads', { email, attemptId: id })).status).toBe(201);
  return id;
}

async function owners(attemptId: string) {
  const [attempt] = await t.db.select({ userId: attempts.userId }).from(attempts).where(eq(attempts.id, attemptId));
  const [result] = await t.db.select({ userId: testResults.userId }).from(testResults).where(eq(testResults.attemptId, attemptId));
  return { attempt: attempt?.userId ?? null, result: result?.userId ?? null };
}

describe('attaching funnel records to an account', () => {
  it('attaches an anonymous attempt taken in the same browser at sign-up, with its XP', async () => {
    const b = browser(t);
    const attempt = await takeQuiz(b);
    const userId = await signUp(b, 'same-browser@example.com');
    expect(await owners(attempt)).toEqual({ attempt: userId, result: userId });
    expect((await b.get('/api/me/progress')).json).toMatchObject({ level: 2, totalXp: 100 });
  });

  it("attaches a lead's attempt with the same e-mail after a magic-link sign-in, but not after an unverified password sign-up", async () => {
    const funnel = browser(t);
    const attempt = await takeQuiz(funnel, 'lead@example.com');

    const laptop = browser(t);
    await signUp(laptop, 'Lead@Example.com');
    expect(await owners(attempt)).toEqual({ attempt: null, result: null });
    expect((await laptop.get('/api/me/progress')).json.totalXp).toBe(0);

    const phone = browser(t);
    await signInWithMagicLink(t, phone, 'lead@example.com');
    const me = (await phone.get('/api/me')).json;
    expect(me.user.emailVerified).toBe(true);
    expect(await owners(attempt)).toEqual({ attempt: me.user.id, result: me.user.id });
    expect((await phone.get('/api/me/progress')).json.totalXp).toBe(100);

    // A second sign-in attaches nothing new and pays nothing again.
    await signInWithMagicLink(t, browser(t), 'lead@example.com');
    expect((await phone.get('/api/me/progress')).json.totalXp).toBe(100);
  });

  it('attaches by e-mail once the address is confirmed through the verification mail', async () => {
    const attempt = await takeQuiz(browser(t), 'confirms@example.com');
    const b = browser(t);
    const userId = await signUp(b, 'confirms@example.com');
    expect(await owners(attempt)).toEqual({ attempt: null, result: null });
    const url = new URL(linkIn((await t.lastMailTo('confirms@example.com'))!.text, '/api/auth/verify-email'));
    const verified = await b.get(url.pathname + url.search);
    expect(verified.status).toBe(302);
    expect(await owners(attempt)).toEqual({ attempt: userId, result: userId });
  });

  it("does not hand the opening browser's anonymous results to the owner of a mailed link", async () => {
    // The attacker asks for a link to their own account and gets a victim to open it.
    const victim = browser(t);
    const victimAttempt = await takeQuiz(victim);
    const attacker = browser(t);
    await attacker.post('/api/auth/sign-in/magic-link', { email: 'link.owner@example.com', callbackURL: '/' });
    const mail = await t.lastMailTo('link.owner@example.com');
    const url = new URL(linkIn(mail!.text, '/api/auth/magic-link/verify'));
    const opened = await victim.get(url.pathname + url.search);
    expect(opened.status).toBe(302);
    expect(await owners(victimAttempt)).toEqual({ attempt: null, result: null });
  });

  it('never takes over records that already belong to another user', async () => {
    const shared = browser(t);
    const firstOwner = await signUp(shared, 'first-owner@example.com');
    const owned = await takeQuiz(shared, 'second-owner@example.com');
    expect(await owners(owned)).toEqual({ attempt: firstOwner, result: firstOwner });

    await shared.post('/api/auth/sign-out', {});
    await signInWithMagicLink(t, shared, 'second-owner@example.com');
    expect(await owners(owned)).toEqual({ attempt: firstOwner, result: firstOwner });
  });
});
