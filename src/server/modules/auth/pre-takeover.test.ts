import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, attempts, payments, purchases, user } from '../../db/schema';
import { TEST_PASSWORD, type Browser, browser, signInWithMagicLink, signUp, signUpUnconfirmed } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { buyerBrowser, quizTaker, SUCCESS_CARD, trialMember } from '../payments/payments-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountOf = async (email: string) => (await t.db.select().from(user).where(eq(user.email, email)))[0];

/**
 * Gives `b` a session for `userId` as better-auth would after a sign-in (its signed cookie): what an unconfirmed
 * password account would hold if the operator turned e-mail confirmation off.
 */
async function sessionFor(b: Browser, userId: string) {
  const ctx = await t.deps.auth.$context;
  const session = await ctx.internalAdapter.createSession(userId);
  const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64');
  b.setCookies(`${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`);
}

/** What an attacker's browser can see and do with the victim's account, if anything. */
async function attackerReach(attacker: Browser) {
  return {
    me: (await attacker.get('/api/session')).json.me,
    results: (await attacker.get('/api/results')).status,
    upsell: (await attacker.post('/api/payments/upsells', { upsellType: 'extended' })).status,
  };
}

describe('account pre-takeover: someone signs up with a stranger’s e-mail before the stranger pays', () => {
  it('the attacker gets no session, the victim’s payment makes the victim’s own account, and the attacker sees and charges nothing', async () => {
    const email = 'victim.one@example.com';
    const attacker = buyerBrowser(t);
    const squatter = await signUpUnconfirmed(t, attacker, email, 'attacker password');
    expect((await attacker.get('/api/session')).json.me).toBeNull();
    expect((await attacker.post('/api/auth/sign-in/email', { email, password: 'attacker password' })).status).toBe(403);

    const { browser: victim, purchaseId, complete } = await trialMember(t, email);
    expect(complete.signedIn).toBe(true);
    const account = await accountOf(email);
    expect(account!.id).not.toBe(squatter);
    expect(await t.db.$count(user, eq(user.id, squatter))).toBe(0);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(purchase!.userId).toBe(account!.id);
    expect((await victim.get('/api/results')).json.results).toHaveLength(1);

    // The attacker's password no longer opens anything, and no upsell can be charged to the victim's card.
    expect((await attacker.post('/api/auth/sign-in/email', { email, password: 'attacker password' })).status).toBe(401);
    const paymentsBefore = await t.db.$count(payments);
    expect(await attackerReach(attacker)).toEqual({ me: null, results: 401, upsell: 404 });
    expect(await t.db.$count(payments)).toBe(paymentsBefore);
  });

  it('an unconfirmed password account that holds a session owns no attempt, cannot buy, and loses the address to the payer', async () => {
    const email = 'victim.two@example.com';
    const attacker = buyerBrowser(t);
    const squatter = await signUpUnconfirmed(t, attacker, email, 'attacker password');
    await sessionFor(attacker, squatter);
    expect((await attacker.get('/api/session')).json.me.user.id).toBe(squatter);

    const started = await attacker.post('/api/quiz/attempts');
    const [attempt] = await t.db.select({ userId: attempts.userId }).from(attempts).where(eq(attempts.id, started.json.attempt.id));
    expect(attempt!.userId).toBeNull();
    const intent = await attacker.post('/api/payments/trial/intent', {});
    expect(intent.status).toBe(403);
    expect(intent.json.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await attacker.post('/api/payments/upsells', { upsellType: 'extended' })).json.error.code).toBe('EMAIL_NOT_VERIFIED');

    const { browser: victim } = await trialMember(t, email);
    expect(await t.db.$count(user, eq(user.id, squatter))).toBe(0);
    expect((await victim.get('/api/session')).json.me.user.email).toBe(email);
    expect(await attackerReach(attacker)).toEqual({ me: null, results: 401, upsell: 404 });
  });

  it('someone who paid first with the stranger’s e-mail loses that session when the stranger pays', async () => {
    // Once the address is a member's, a second trial is refused before any payment; both payments only land when
    // the two browsers opened their checkouts before either paid.
    const email = 'victim.three@example.com';
    const firstPayer = await quizTaker(t, email);
    const victim = await quizTaker(t, email);
    const firstIntent = await firstPayer.post('/api/payments/trial/intent', {});
    const victimIntent = await victim.post('/api/payments/trial/intent', {});
    expect([firstIntent.status, victimIntent.status]).toEqual([201, 201]);

    await firstPayer.post('/api/payments/sandbox/confirm', { clientSecret: firstIntent.json.clientSecret, card: SUCCESS_CARD });
    expect((await firstPayer.post('/api/payments/purchases/complete', { sessionId: firstIntent.json.purchaseId })).json.signedIn).toBe(true);
    expect((await firstPayer.get('/api/session')).json.me.user.email).toBe(email);

    await victim.post('/api/payments/sandbox/confirm', { clientSecret: victimIntent.json.clientSecret, card: SUCCESS_CARD });
    expect((await firstPayer.get('/api/session')).json.me).toBeNull();
    expect((await firstPayer.get('/api/results')).status).toBe(401);

    // The account existed, so the victim's quiz waits for the victim: it is theirs once they sign in from this browser.
    const [victimPurchase] = await t.db.select().from(purchases).where(eq(purchases.id, victimIntent.json.purchaseId));
    const victimAttempt = eq(attempts.visitorId, victimPurchase!.visitorId);
    expect((await t.db.select({ userId: attempts.userId }).from(attempts).where(victimAttempt))[0]!.userId).toBeNull();
    await signInWithMagicLink(t, victim, email);
    const account = (await accountOf(email))!.id;
    expect((await t.db.select({ userId: attempts.userId }).from(attempts).where(victimAttempt))[0]!.userId).toBe(account);
    expect((await victim.get('/api/results')).json.results).toHaveLength(2);
  });

  it('paying with the address of someone’s confirmed account gives them nothing of the payer’s quiz', async () => {
    const email = 'confirmed.owner@example.com';
    const owner = browser(t);
    const ownerId = await signUp(t, owner, email);
    const { browser: payer, purchaseId, complete } = await trialMember(t, email);
    expect(complete.signedIn).toBe(false);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(purchase!.userId).toBe(ownerId);
    // The blank quiz of the payer is not the owner's latest result, nor its certificate.
    expect((await owner.get('/api/results')).json.results).toEqual([]);
    const [payerAttempt] = await t.db.select({ userId: attempts.userId }).from(attempts).where(eq(attempts.visitorId, purchase!.visitorId));
    expect(payerAttempt!.userId).toBeNull();
    expect((await payer.get('/api/session')).json.me).toBeNull();
  });

  it('an account made by a provider that did not vouch for the address is replaced by the payer’s own', async () => {
    const email = 'oauth.victim@example.com';
    const attacker = buyerBrowser(t);
    const squatter = randomUUID();
    const now = new Date();
    await t.db.insert(user).values({ id: squatter, name: 'Squatter', email, emailVerified: false, createdAt: now, updatedAt: now });
    await t.db.insert(account).values({ id: randomUUID(), accountId: 'ms-123', providerId: 'microsoft', userId: squatter, createdAt: now, updatedAt: now });
    await sessionFor(attacker, squatter);
    const started = await attacker.post('/api/quiz/attempts');
    expect((await t.db.select({ userId: attempts.userId }).from(attempts).where(eq(attempts.id, started.json.attempt.id)))[0]!.userId).toBeNull();
    expect((await attacker.post('/api/payments/trial/intent', {})).json.error.code).toBe('EMAIL_NOT_VERIFIED');

    const { browser: victim, complete } = await trialMember(t, email);
    expect(complete.signedIn).toBe(true);
    expect(await t.db.$count(user, eq(user.id, squatter))).toBe(0);
    expect((await victim.get('/api/results')).json.results).toHaveLength(1);
    expect(await attackerReach(attacker)).toEqual({ me: null, results: 401, upsell: 404 });
  });

  it('a confirmed account keeps its password and gets the payment', async () => {
    const email = 'confirmed.buyer@example.com';
    const owner = browser(t);
    const id = await signUpUnconfirmed(t, owner, email);
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
    const { complete } = await trialMember(t, email);
    expect(complete.signedIn).toBe(false);
    expect((await accountOf(email))!.id).toBe(id);
    expect((await browser(t).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
  });
});
