import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, referralCredits, referralVisits } from '../../db/schema';
import { type Browser, signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { buyerBrowser, payTrialByCard } from '../payments/payments-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

async function referrer() {
  const member = await signedInAs(t, 'user');
  const referral = await member.browser.get('/api/me/referral');
  expect(referral.status).toBe(200);
  return { ...member, code: referral.json.code as string };
}

const visitorIdOf = (b: Browser) => /(?:^|; )vid=([^;]+)/.exec(b.cookie)?.[1];
const visitOf = async (b: Browser) => (await t.db.select().from(referralVisits).where(eq(referralVisits.visitorId, visitorIdOf(b)!)))[0];
const creditsTo = (userId: string) => t.db.select().from(referralCredits).where(eq(referralCredits.referrerUserId, userId));
const referredCount = async (b: Browser) => (await b.get('/api/me/referral')).json.referredCount as number;

/** A visitor landing with ?ref=…: the landing page reports the code. */
async function arriveWith(b: Browser, code: string) {
  const res = await b.post('/api/referrals/visits', { code });
  expect(res.status).toBe(204);
  expect(res.text).toBe('');
}

/** The funnel after the landing: quiz, e-mail, the $1 trial by card, and /success. */
async function payTrial(b: Browser, email: string) {
  const started = await b.post('/api/quiz/attempts');
  const attemptId = started.json.attempt.id as string;
  await b.post(`/api/quiz/attempts/${attemptId}/submit`);
  expect((await b.post('/api/leads', { email, attemptId })).status).toBe(201);
  const { intent } = await payTrialByCard(b);
  const complete = await b.post('/api/payments/purchases/complete', { sessionId: intent.purchaseId });
  expect(complete.status).toBe(200);
  return intent.purchaseId;
}

describe('GET /api/me/referral', () => {
  it('makes a code on first ask and keeps it; every user has their own', async () => {
    const a = await referrer();
    expect(a.code).toMatch(CODE_PATTERN);
    expect((await a.browser.get('/api/me/referral')).json).toEqual({ code: a.code, referredCount: 0 });
    expect((await a.browser.get('/api/me/dashboard')).json.referral).toEqual({ code: a.code, referredCount: 0 });
    const b = await referrer();
    expect(b.code).toMatch(CODE_PATTERN);
    expect(b.code).not.toBe(a.code);
  });

  it('gives one code to two first asks at once', async () => {
    const { browser: b } = await signedInAs(t, 'user');
    const [x, y] = await Promise.all([b.get('/api/me/referral'), b.get('/api/me/referral')]);
    expect(x.json.code).toBe(y.json.code);
  });

  it('refuses signed-out visitors', async () => {
    expect((await buyerBrowser(t).get('/api/me/referral')).status).toBe(401);
  });
});

describe('POST /api/referrals/visits and the credit', () => {
  it('credits the referrer once when the referred visitor pays the trial; later purchases add nothing', async () => {
    const ref = await referrer();
    const visitor = buyerBrowser(t);
    await arriveWith(visitor, ref.code);
    expect(await visitOf(visitor)).toMatchObject({ referrerUserId: ref.userId });
    expect(await referredCount(ref.browser)).toBe(0);

    const purchaseId = await payTrial(visitor, 'referred.buyer@example.com');
    const credits = await creditsTo(ref.userId);
    expect(credits).toEqual([expect.objectContaining({ purchaseId, createdAt: t.clock.now() })]);
    expect(await referredCount(ref.browser)).toBe(1);
    const dashboard = (await ref.browser.get('/api/me/dashboard')).json;
    expect(dashboard.referral).toEqual({ code: ref.code, referredCount: 1 });
    expect(dashboard.activity).toEqual([expect.objectContaining({ kind: 'referral', title: 'A friend you referred joined', detail: null })]);

    // The buyer, now signed in, buys an upsell with the saved card: still one credit.
    const upsell = await visitor.post('/api/payments/upsells', { upsellType: 'extended' });
    expect(upsell.json.status).toBe('paid');
    expect(await creditsTo(ref.userId)).toHaveLength(1);
    expect(await referredCount(ref.browser)).toBe(1);
  });

  it('stops counting a referred trial once it is refunded in full', async () => {
    const ref = await referrer();
    const visitor = buyerBrowser(t);
    await arriveWith(visitor, ref.code);
    const purchaseId = await payTrial(visitor, 'refunded.referred@example.com');
    expect(await referredCount(ref.browser)).toBe(1);
    // What the ledger records for charge.refunded in part: the purchase still stands.
    await t.db.update(payments).set({ refundedCents: 1 }).where(eq(payments.purchaseId, purchaseId));
    expect(await referredCount(ref.browser)).toBe(1);
    // ... and in full.
    await t.db.update(payments).set({ refundedCents: sql`${payments.amountCents}` }).where(eq(payments.purchaseId, purchaseId));
    expect(await referredCount(ref.browser)).toBe(0);
    expect((await ref.browser.get('/api/me/dashboard')).json.referral).toEqual({ code: ref.code, referredCount: 0 });
  });

  it('ignores an unknown code: 204, nothing stored', async () => {
    const visitor = buyerBrowser(t);
    await arriveWith(visitor, 'ZZZZ2222');
    expect(visitorIdOf(visitor)).toBeDefined();
    expect(await visitOf(visitor)).toBeUndefined();
  });

  it('finds a code typed in lower case', async () => {
    const ref = await referrer();
    const visitor = buyerBrowser(t);
    await arriveWith(visitor, ` ${ref.code.toLowerCase()} `);
    expect(await visitOf(visitor)).toMatchObject({ referrerUserId: ref.userId });
  });

  it('keeps the first referrer of a browser: a later link takes no credit', async () => {
    const first = await referrer();
    const second = await referrer();
    const visitor = buyerBrowser(t);
    await arriveWith(visitor, first.code);
    await arriveWith(visitor, second.code);
    await payTrial(visitor, 'first.wins@example.com');
    expect(await referredCount(first.browser)).toBe(1);
    expect(await referredCount(second.browser)).toBe(0);
  });

  it('ignores the signed-in user’s own code', async () => {
    const ref = await referrer();
    await arriveWith(ref.browser, ref.code);
    expect(await visitOf(ref.browser)).toBeUndefined();
  });

  it('never credits someone for their own purchase, even from a browser that came with their link', async () => {
    const ref = await referrer();
    // Signed out, in another browser, the referrer follows their own link and pays with their own e-mail.
    const samePerson = buyerBrowser(t);
    await arriveWith(samePerson, ref.code);
    expect(await visitOf(samePerson)).toMatchObject({ referrerUserId: ref.userId });
    const purchaseId = await payTrial(samePerson, ref.email);
    expect((await t.db.query.purchases.findFirst({ where: (p, { eq: is }) => is(p.id, purchaseId) }))?.userId).toBe(ref.userId);
    expect(await creditsTo(ref.userId)).toEqual([]);
    expect(await referredCount(ref.browser)).toBe(0);
  });

  it('refuses a missing code with 422', async () => {
    const res = await buyerBrowser(t).post('/api/referrals/visits', { code: '' });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
  });
});
