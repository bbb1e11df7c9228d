import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, subscriptions, testResults, user } from '../../db/schema';
import { signUp } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { AppError } from '../../lib/app-error';
import { buyerBrowser, payTrialByCard, quizTaker, SUCCESS_CARD, trialMember } from './payments-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;

describe('paying for the trial with the card form', () => {
  it('intent → sandbox confirm → complete: the account for the lead e-mail, signed in, trialing for 7 days', async () => {
    const b = await quizTaker(t, 'new.buyer@example.com');
    expect((await b.get('/api/session')).json.me).toBeNull();

    const { intent, confirm } = await payTrialByCard(b);
    expect(intent).toMatchObject({ amountCents: 100, currency: 'usd', clientSecret: expect.any(String) });
    expect(confirm.status).toBe(200);

    const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    expect(complete.status).toBe(200);
    expect(complete.json).toMatchObject({
      purchaseId: intent.purchaseId,
      product: 'trial',
      status: 'completed',
      amountCents: 100,
      email: 'new.buyer@example.com',
      signedIn: true,
      existingAccount: false,
      failureMessage: null,
    });
    const trialEnd = new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString();
    expect(complete.json.subscription).toMatchObject({ status: 'trialing', in_trial: true, trial_end: trialEnd, nextChargeAt: trialEnd, nextChargeCents: 2999 });

    expect(complete.headers.get('set-cookie')).toMatch(/better-auth\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    // better-auth itself accepts the session cookie, on this request and the next.
    const session = await b.get('/api/session');
    expect(session.json.me.user).toMatchObject({ email: 'new.buyer@example.com' });
    const again = await b.get('/api/me');
    expect(again.status).toBe(200);
    expect(again.json.user.email).toBe('new.buyer@example.com');

    const sub = await b.get('/api/payments/subscription');
    expect(sub.json).toMatchObject({ in_trial: true, trial_end: trialEnd });

    const [buyer] = await t.db.select().from(user).where(eq(user.email, 'new.buyer@example.com'));
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, intent.purchaseId));
    expect(purchase).toMatchObject({ userId: buyer!.id, accountCreated: true, status: 'completed', channel: 'card' });
    const results = await t.db.select().from(testResults).where(eq(testResults.userId, buyer!.id));
    expect(results.map((r) => r.paymentStatus)).toEqual(['completed']);
  });

  it('completing twice is harmless: one subscription, still signed in', async () => {
    const b = await quizTaker(t, 'twice@example.com');
    const { intent } = await payTrialByCard(b);
    await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    const second = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    expect(second.json).toMatchObject({ status: 'completed', signedIn: true });
    expect(await t.db.$count(subscriptions, eq(subscriptions.purchaseId, intent.purchaseId))).toBe(1);
  });

  it('never signs in to an account that existed before the payment: existingAccount instead', async () => {
    await signUp(t, buyerBrowser(t), 'owner@example.com');
    const b = await quizTaker(t, 'owner@example.com');
    const { intent } = await payTrialByCard(b);
    const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    expect(complete.json).toMatchObject({ status: 'completed', signedIn: false, existingAccount: true });
    expect((await b.get('/api/session')).json.me).toBeNull();
  });

  it('does not sign in a browser that is signed in as someone else', async () => {
    const b = await quizTaker(t, 'someone.else@example.com');
    const { intent } = await payTrialByCard(b);
    await signUp(t, b, 'other.person@example.com');
    // The purchase was made anonymously for the lead's e-mail; this browser now belongs to another account.
    const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    expect(complete.json).toMatchObject({ status: 'completed', signedIn: false });
    expect((await b.get('/api/session')).json.me.user.email).toBe('other.person@example.com');
  });

  it('does not sign in more than 24 hours after the payment', async () => {
    const b = await quizTaker(t, 'late@example.com');
    const { intent } = await payTrialByCard(b);
    t.clock.advance(DAY_MS + 1000);
    const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    expect(complete.json).toMatchObject({ status: 'completed', signedIn: false });
  });

  it("answers 404 for another visitor's purchase, whichever id is used", async () => {
    const owner = await quizTaker(t, 'private@example.com');
    const { intent } = await payTrialByCard(owner);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, intent.purchaseId));
    const stranger = buyerBrowser(t);
    for (const id of [intent.purchaseId, purchase!.providerPaymentId!, '00000000-0000-4000-8000-000000000000', 'cs_unknown']) {
      const res = await stranger.post('/api/payments/purchases/complete', { sessionId: id });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('PURCHASE_NOT_FOUND');
    }
    expect((await stranger.get('/api/session')).json.me).toBeNull();
  });

  it('a declined card: the provider message, nothing charged, the purchase failed', async () => {
    const b = await quizTaker(t, 'declined@example.com');
    const { intent, confirm } = await payTrialByCard(b, { ...SUCCESS_CARD, number: '4000000000000002' });
    expect(confirm.status).toBe(402);
    expect(confirm.json.error.message).toBe('Your card was declined.');
    const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    expect(complete.json).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', signedIn: false, subscription: null });
  });
});

describe('refusals before any payment', () => {
  it('409 EMAIL_REQUIRED without an e-mail', async () => {
    const res = await buyerBrowser(t).post('/api/payments/trial/intent', {});
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('EMAIL_REQUIRED');
  });

  it('409 ALREADY_SUBSCRIBED while a paid trial waits for its subscription (the provider was down)', async () => {
    const { browser: b, purchaseId } = await trialMember(t, 'waiting.member@example.com');
    await t.db.delete(subscriptions).where(eq(subscriptions.purchaseId, purchaseId));
    for (const browserOf of [b, await quizTaker(t, 'waiting.member@example.com')]) {
      const res = await browserOf.post('/api/payments/trial/intent', {});
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('ALREADY_SUBSCRIBED');
    }
  });

  it('409 ALREADY_SUBSCRIBED for a member whose monthly payment is past due', async () => {
    const { purchaseId } = await trialMember(t, 'past.due@example.com');
    await t.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.purchaseId, purchaseId));
    const res = await (await quizTaker(t, 'past.due@example.com')).post('/api/payments/trial/checkout', {});
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('409 ALREADY_SUBSCRIBED for a member, signed in or by the lead e-mail', async () => {
    const b = await quizTaker(t, 'member@example.com');
    const { intent } = await payTrialByCard(b);
    await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
    for (const browserOf of [b, await quizTaker(t, 'member@example.com')]) {
      const res = await browserOf.post('/api/payments/trial/intent', {});
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({ code: 'ALREADY_SUBSCRIBED', message: 'You are already a member: your results are unlocked.' });
    }
  });
});

describe('provider failures', () => {
  it("stores and shows a plain message, never the provider's own words with its ids", async () => {
    const b = await quizTaker(t, 'provider.down@example.com');
    const provider = t.deps.payments.provider!;
    const create = provider.createCheckoutSession;
    provider.createCheckoutSession = async () => {
      throw new AppError('NOT_FOUND', "No such customer: 'cus_sbx_123'");
    };
    let res;
    try {
      res = await b.post('/api/payments/trial/checkout', {});
    } finally {
      provider.createCheckoutSession = create;
    }
    expect(res.status).toBe(502);
    expect(res.json.error).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment could not be started. Please try again.' });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.email, 'provider.down@example.com'));
    expect(purchase).toMatchObject({ status: 'canceled', failureMessage: 'The payment could not be started. Please try again.' });
    const complete = await b.post('/api/payments/purchases/complete', { sessionId: purchase!.id });
    expect(complete.json).toMatchObject({ status: 'failed', failureMessage: 'The payment could not be started. Please try again.' });
  });
});

describe('starting payments is rate-limited per client address', () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({ paymentStartsPerHour: 2 });
  });
  afterAll(() => limited.close());

  it('counts trial intents, hosted checkouts and upsells together; 429 past the limit, open again the next hour', async () => {
    const b = await quizTaker(limited, 'many.starts@example.com');
    expect((await b.post('/api/payments/trial/intent', {})).status).toBe(201);
    expect((await b.post('/api/payments/trial/checkout', {})).status).toBe(201);
    const third = await b.post('/api/payments/trial/intent', {});
    expect(third.status).toBe(429);
    expect(third.json.error.code).toBe('RATE_LIMITED');
    expect((await b.post('/api/payments/upsells', { upsellType: 'ultra' })).status).toBe(429);
    expect(await limited.db.$count(purchases, eq(purchases.email, 'many.starts@example.com'))).toBe(2);
    limited.clock.advance(3600_000);
    expect((await b.post('/api/payments/trial/intent', {})).status).toBe(201);
  });
});

describe('hosted checkout (the paywall)', () => {
  it('answers the sandbox page with the terms; paying it returns to /success with the session id, which completes', async () => {
    const b = await quizTaker(t, 'hosted@example.com');
    const res = await b.post('/api/payments/trial/checkout', {});
    expect(res.status).toBe(201);
    const url = new URL(res.json.url);
    const sessionId = url.searchParams.get('session_id') ?? url.pathname.split('/').pop()!;
    const page = await b.get(`/api/payments/sandbox/sessions/${encodeURIComponent(sessionId)}`);
    expect(page.json).toMatchObject({
      amountCents: 100,
      terms: '$1.00 today, then $29.99/month after your 7-day trial until you cancel. Cancel anytime in two clicks from your account.',
      cancelUrl: 'http://localhost:3000/cancel',
    });
    const paid = await b.post(`/api/payments/sandbox/sessions/${encodeURIComponent(sessionId)}/pay`, { card: SUCCESS_CARD });
    expect(paid.status).toBe(200);
    const back = new URL(paid.json.redirectUrl);
    expect(back.pathname).toBe('/success');
    const complete = await b.post('/api/payments/purchases/complete', { sessionId: back.searchParams.get('session_id') });
    expect(complete.json).toMatchObject({ purchaseId: res.json.purchaseId, status: 'completed', signedIn: true });
    expect(complete.json.subscription).toMatchObject({ status: 'trialing' });
  });
});
