import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, subscriptions } from '../../db/schema';
import { signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { allRight, takeQuiz } from '../results/results-test-kit';
import { quizTaker, trialMember } from './payments-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;

async function purchasesOf(email: string) {
  return t.db.select({ product: purchases.product, status: purchases.status }).from(purchases).where(eq(purchases.email, email));
}

describe('who is a member (GET /api/payments/membership)', () => {
  it("'none' signed out and for a user who never had the trial", async () => {
    const { browser } = await signedInAs(t, 'user', 'never.paid@example.com');
    expect((await browser.get('/api/payments/membership')).json).toEqual({ status: 'none', resultsUnlocked: false });
    const stranger = await quizTaker(t, 'stranger@example.com');
    expect((await stranger.get('/api/payments/membership')).json).toEqual({ status: 'none', resultsUnlocked: false });
  });

  it("'member' in the trial, still after cancelling until the trial ends, 'former' after that", async () => {
    const { browser } = await trialMember(t, 'cancels@example.com');
    expect((await browser.get('/api/payments/membership')).json).toEqual({ status: 'member', resultsUnlocked: true });
    expect((await browser.post('/api/payments/subscription/cancel')).status).toBe(200);
    expect((await browser.get('/api/payments/membership')).json).toEqual({ status: 'member', resultsUnlocked: true });
    t.clock.advance(8 * DAY_MS);
    expect((await browser.get('/api/payments/membership')).json).toEqual({ status: 'former', resultsUnlocked: true });
  });
});

describe('nobody gets a second trial, whatever the browser sends', () => {
  it('a cancelled member whose access still runs: 409 ALREADY_SUBSCRIBED signed in and by the e-mail, nothing charged', async () => {
    const { browser } = await trialMember(t, 'cancelled.member@example.com');
    await browser.post('/api/payments/subscription/cancel');
    for (const b of [browser, await quizTaker(t, 'cancelled.member@example.com')]) {
      for (const path of ['/api/payments/trial/intent', '/api/payments/trial/checkout']) {
        const res = await b.post(path, {});
        expect(res.status).toBe(409);
        expect(res.json.error).toMatchObject({ code: 'ALREADY_SUBSCRIBED', message: 'You are already a member: your results are unlocked.' });
      }
    }
    await expect(purchasesOf('cancelled.member@example.com')).resolves.toEqual([{ product: 'trial', status: 'completed' }]);
  });

  it('a former member whose access ended: 409 TRIAL_USED, signed in and by the e-mail', async () => {
    const ended = await trialMember(t, 'ended.member@example.com');
    await t.db.update(subscriptions).set({ status: 'canceled', endedAt: t.clock.now() }).where(eq(subscriptions.purchaseId, ended.purchaseId));
    for (const b of [ended.browser, await quizTaker(t, 'ended.member@example.com')]) {
      const res = await b.post('/api/payments/trial/intent', {});
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({ code: 'TRIAL_USED', message: 'You have already had the trial, which is once per person.' });
    }
    expect((await ended.browser.get('/api/payments/membership')).json).toEqual({ status: 'former', resultsUnlocked: true });
  });
});

describe("a member's new result", () => {
  it('is unlocked at once, with no payment, also after cancelling while access runs', async () => {
    const { browser } = await trialMember(t, 'retakes@example.com');
    await browser.post('/api/payments/subscription/cancel');
    const before = await t.db.select({ id: purchases.id }).from(purchases);
    const retake = await takeQuiz(t, browser, allRight);
    const [newest] = (await browser.get('/api/results')).json.results;
    expect(newest).toMatchObject({ id: retake.resultId, unlocked: true, iqScore: retake.score });
    expect(await t.db.select({ id: purchases.id }).from(purchases)).toHaveLength(before.length);
  });
});
