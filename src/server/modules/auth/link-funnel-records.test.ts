import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, testResults } from '../../db/schema';
import { type Browser, browser, signInWithMagicLink, signUp, signUpUnconfirmed } from '../../test-support/accounts';
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
    const userId = await signUp(t, b, 'same-browser@example.com');
    expect(await owners(attempt)).toEqual({ attempt: userId, result: userId });
    expect((await b.get('/api/me/progress')).json).toMatchObject({ level: 2, totalXp: 100 });
  });

  it("never attaches by the e-mail typed on /email: a stranger's blank quiz does not become the owner's result", async () => {
    // Someone submits a blank quiz and leaves the victim's address on /email.
    const injector = browser(t);
    const injected = await takeQuiz(injector, 'lead@example.com');

    const victim = browser(t);
    await signInWithMagicLink(t, victim, 'lead@example.com');
    expect((await victim.get('/api/me')).json.user.emailVerified).toBe(true);
    expect(await owners(injected)).toEqual({ attempt: null, result: null });
    expect((await victim.get('/api/me/progress')).json.totalXp).toBe(0);
    expect((await victim.get('/api/results')).json.results).toEqual([]);
  });

  it('attaches the attempt of the browser that asked for a magic link and opened it, once', async () => {
    const b = browser(t);
    const attempt = await takeQuiz(b, 'asks.here@example.com');
    await signInWithMagicLink(t, b, 'asks.here@example.com');
    const me = (await b.get('/api/me')).json;
    expect(await owners(attempt)).toEqual({ attempt: me.user.id, result: me.user.id });
    expect((await b.get('/api/me/progress')).json.totalXp).toBe(100);

    // A second sign-in attaches nothing new and pays nothing again.
    await signInWithMagicLink(t, browser(t), 'asks.here@example.com');
    expect((await b.get('/api/me/progress')).json.totalXp).toBe(100);
  });

  it("a link asked for in one browser and opened in another attaches neither browser's attempts", async () => {
    const asking = browser(t);
    const askingAttempt = await takeQuiz(asking, 'two.browsers@example.com');
    const opening = browser(t);
    const openingAttempt = await takeQuiz(opening);
    await asking.post('/api/auth/sign-in/magic-link', { email: 'two.browsers@example.com', callbackURL: '/' });
    const url = new URL(linkIn((await t.lastMailTo('two.browsers@example.com'))!.text, '/api/auth/magic-link/verify'));
    expect((await opening.get(url.pathname + url.search)).status).toBe(302);
    expect((await opening.get('/api/me')).json.user.email).toBe('two.browsers@example.com');
    expect(await owners(askingAttempt)).toEqual({ attempt: null, result: null });
    expect(await owners(openingAttempt)).toEqual({ attempt: null, result: null });
  });

  it('an unconfirmed password sign-up gets no session and nothing; confirming in the same browser attaches its attempt', async () => {
    const b = browser(t);
    const attempt = await takeQuiz(b, 'confirms@example.com');
    const userId = await signUpUnconfirmed(t, b, 'confirms@example.com');
    expect((await b.get('/api/session')).json.me).toBeNull();
    expect(await owners(attempt)).toEqual({ attempt: null, result: null });
    const url = new URL(linkIn((await t.lastMailTo('confirms@example.com'))!.text, '/api/auth/verify-email'));
    const verified = await b.get(url.pathname + url.search);
    expect(verified.status).toBe(302);
    expect(await owners(attempt)).toEqual({ attempt: userId, result: userId });
  });

  it('a confirmation link opened in another browser attaches nothing', async () => {
    const signingUp = browser(t);
    const attempt = await takeQuiz(signingUp, 'confirms.elsewhere@example.com');
    await signUpUnconfirmed(t, signingUp, 'confirms.elsewhere@example.com');
    const other = browser(t);
    const otherAttempt = await takeQuiz(other);
    const url = new URL(linkIn((await t.lastMailTo('confirms.elsewhere@example.com'))!.text, '/api/auth/verify-email'));
    expect((await other.get(url.pathname + url.search)).status).toBe(302);
    expect(await owners(attempt)).toEqual({ attempt: null, result: null });
    expect(await owners(otherAttempt)).toEqual({ attempt: null, result: null });
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
    const firstOwner = await signUp(t, shared, 'first-owner@example.com');
    const owned = await takeQuiz(shared, 'second-owner@example.com');
    expect(await owners(owned)).toEqual({ attempt: firstOwner, result: firstOwner });

    await shared.post('/api/auth/sign-out', {});
    await signInWithMagicLink(t, shared, 'second-owner@example.com');
    expect(await owners(owned)).toEqual({ attempt: firstOwner, result: firstOwner });
  });
});
