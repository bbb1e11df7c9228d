import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, user as users } from '../../db/schema';
import { browser, signUp } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { paidMember, takeQuiz, unpaidMember } from './results-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof paidMember>>;
let other: Awaited<ReturnType<typeof paidMember>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await paidMember(t, 'jane.doe@example.com');
  other = await paidMember(t, 'other.person@example.com', (_, i) => (i % 2 ? 'right' : 'wrong'));
});
afterAll(() => t.close());

/** Every endpoint that reads one result, with how it is called. */
const perResult = (b: ReturnType<typeof browser>, id: string) => [
  b.get(`/api/results/${id}`),
  b.get(`/api/results/${id}/report`),
  b.post(`/api/results/${id}/certificate`),
];

describe('GET /api/results', () => {
  it("lists the user's own results, newest first, with scores once unlocked", async () => {
    t.clock.advance(3600_000);
    const second = await takeQuiz(t, owner.browser, (_, i) => (i < 10 ? 'right' : 'skip'), 600);
    const res = await owner.browser.get('/api/results');
    expect(res.status).toBe(200);
    expect(res.json.results.map((r: { id: string }) => r.id)).toEqual([second.resultId, owner.resultId]);
    expect(res.json.results[0]).toEqual({
      id: second.resultId,
      testTitle: expect.any(String),
      testType: 'iq',
      completedAt: t.clock.now().toISOString(),
      timeTakenSeconds: 600,
      // Taken after paying: the member's full report covers it, so it is paid, not pending.
      paymentStatus: 'completed',
      unlocked: true,
      iqScore: second.score,
    });
    expect(res.json.results[1]).toMatchObject({ id: owner.resultId, unlocked: true, iqScore: owner.score, paymentStatus: 'completed' });
    expect(res.json.results.map((r: { id: string }) => r.id)).not.toContain(other.resultId);
  });

  it('answers an empty list to a user without results', async () => {
    const fresh = browser(t);
    await signUp(t, fresh, 'empty.list@example.com', undefined, 'Empty Handed');
    expect((await fresh.get('/api/results')).json).toEqual({ results: [] });
    expect((await fresh.get('/api/results/latest')).json).toEqual({ result: null, holderName: 'Empty Handed' });
  });
});

describe('GET /api/results/latest', () => {
  it('answers the newest result and the name its certificate carries', async () => {
    const { browser: b, resultId, score } = await paidMember(t, 'latest.taker@example.com');
    const res = await b.get('/api/results/latest');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: { id: resultId, unlocked: true, iqScore: score }, holderName: 'Latest Taker' });
  });

  it("uses the user's own name once they set one, and the e-mail's default when the name is blank", async () => {
    const { browser: b, email } = await unpaidMember(t, 'mary-ann.smith@example.com');
    expect((await b.get('/api/results/latest')).json.holderName).toBe('Test User');
    await t.db.update(users).set({ name: '   ' }).where(eq(users.email, email));
    expect((await b.get('/api/results/latest')).json.holderName).toBe('Mary Ann Smith');
  });
});

describe('GET /api/results/:resultId', () => {
  it('answers one of the user’s own results', async () => {
    const res = await owner.browser.get(`/api/results/${owner.resultId}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: owner.resultId, unlocked: true, iqScore: owner.score });
  });

  it('refuses a malformed id as invalid input', async () => {
    const res = await owner.browser.get('/api/results/not-a-uuid');
    expect(res.status).toBe(422);
  });
});

describe('a user reads only their own results', () => {
  it("answers another user's result id with 404 RESULT_NOT_FOUND on every endpoint, exactly like an unknown id", async () => {
    for (const id of [other.resultId, randomUUID()]) {
      for (const res of await Promise.all(perResult(owner.browser, id))) {
        expect(res.status).toBe(404);
        // Nothing but the error: the same body whether the id exists or not.
        expect(res.json).toEqual({ error: { code: 'RESULT_NOT_FOUND', message: 'This test result was not found', requestId: expect.any(String) } });
      }
    }
  });

  it('answers 401 to a signed-out browser on every endpoint', async () => {
    const anonymous = browser(t);
    const all = [anonymous.get('/api/results'), anonymous.get('/api/results/latest'), ...perResult(anonymous, owner.resultId)];
    for (const res of await Promise.all(all)) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('a locked result (no trial)', () => {
  it('lists without a score and refuses the report and the certificate with 402 RESULT_LOCKED', async () => {
    const locked = await unpaidMember(t, 'not.paid@example.com');
    const list = await locked.browser.get('/api/results');
    expect(list.json.results).toEqual([expect.objectContaining({ id: locked.resultId, unlocked: false, iqScore: null, paymentStatus: 'pending' })]);
    expect((await locked.browser.get('/api/results/latest')).json.result).toMatchObject({ unlocked: false, iqScore: null });
    const one = await locked.browser.get(`/api/results/${locked.resultId}`);
    expect(one.json).toMatchObject({ unlocked: false, iqScore: null });
    for (const res of [
      await locked.browser.get(`/api/results/${locked.resultId}/report`),
      await locked.browser.post(`/api/results/${locked.resultId}/certificate`),
    ]) {
      expect(res.status).toBe(402);
      expect(res.json.error.code).toBe('RESULT_LOCKED');
      expect(res.text).not.toContain(`"iqScore":${locked.score}`);
    }
  });

  it('locks the results again when the trial is refunded in full', async () => {
    const refunded = await paidMember(t, 'refunded.trial@example.com');
    expect((await refunded.browser.get(`/api/results/${refunded.resultId}/report`)).status).toBe(200);
    // What the ledger records for charge.refunded in full.
    await t.db
      .update(payments)
      .set({ refundedCents: sql`${payments.amountCents}` })
      .where(sql`${payments.purchaseId} in (select id from purchases where email = 'refunded.trial@example.com' and product = 'trial')`);
    expect((await refunded.browser.get(`/api/results/${refunded.resultId}`)).json).toMatchObject({ unlocked: false, iqScore: null });
    expect((await refunded.browser.get(`/api/results/${refunded.resultId}/report`)).status).toBe(402);
  });
});
