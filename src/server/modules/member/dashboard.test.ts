import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../shared/payments/products';
import { testResults } from '../../db/schema';
import { browser, signedInAs, signUp } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { quizTaker, trialMember } from '../payments/payments-test-kit';
import { allRight, takeQuiz } from '../results/results-test-kit';
import { ACTIVITY_LIMIT } from './list-recent-activity';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resultsOf = (userId: string) => t.db.select().from(testResults).where(eq(testResults.userId, userId));
const dashboardOf = async (b: ReturnType<typeof browser>) => {
  const res = await b.get('/api/me/dashboard');
  expect(res.status).toBe(200);
  return res.json;
};

describe('GET /api/me/dashboard', () => {
  it('shows zeros, level 1 and no activity to a new user', async () => {
    const { browser: b } = await signedInAs(t, 'user');
    const dashboard = await dashboardOf(b);
    expect(dashboard.stats).toEqual({
      testsTaken: 0,
      bestScore: null,
      progress: expect.objectContaining({ level: 1, totalXp: 0 }),
      daysActive: 0,
      currentStreak: 0,
    });
    expect(dashboard.activity).toEqual([]);
    expect(dashboard.referral).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), referredCount: 0 });
  });

  it('counts the paid member’s test, best score and XP, and lists the test, the purchase, the XP and the certificate', async () => {
    const { browser: b } = await trialMember(t, 'paid.member@example.com');
    const me = (await b.get('/api/me')).json;
    const [result] = await resultsOf(me.user.id);
    const dashboard = await dashboardOf(b);
    expect(dashboard.stats).toMatchObject({ testsTaken: 1, bestScore: result!.iqScore });
    expect(dashboard.stats.progress.totalXp).toBeGreaterThan(0);
    expect(dashboard.stats.progress).toEqual((await b.get('/api/me/progress')).json);
    expect(dashboard.activity).toEqual(
      expect.arrayContaining([
        { id: `test:${result!.id}`, kind: 'test_completed', title: 'Completed the IQ Test', detail: `Score ${result!.iqScore}`, at: result!.completedAt.toISOString() },
        expect.objectContaining({ kind: 'purchase', title: PRODUCTS.trial.name, detail: '$1.00', at: t.clock.now().toISOString() }),
        expect.objectContaining({ kind: 'xp', title: `Earned ${dashboard.stats.progress.totalXp} XP`, detail: 'For finishing a test' }),
      ]),
    );
    expect(dashboard.activity).toHaveLength(3);

    const certificate = await b.post(`/api/results/${result!.id}/certificate`);
    expect(certificate.status).toBe(200);
    const after = await dashboardOf(b);
    expect(after.activity).toContainEqual(expect.objectContaining({ kind: 'certificate', title: 'Certificate issued', detail: `IQ Test · ${certificate.json.certificateId}` }));
    // Every listed event is dated to a day counted as active (XP is dated by the database, the rest by the app clock).
    const days = new Set(after.activity.map((a: { at: string }) => a.at.slice(0, 10)));
    expect(days).toContain(t.clock.now().toISOString().slice(0, 10));
    expect(after.stats.daysActive).toBe(days.size);

    // A second, better result (taken signed in, after paying) raises the best score; the first stays counted.
    const better = await takeQuiz(t, b, allRight);
    expect(better.score).toBeGreaterThan(result!.iqScore);
    const twice = await dashboardOf(b);
    expect(twice.stats).toMatchObject({ testsTaken: 2, bestScore: better.score });
    expect(twice.activity).toContainEqual(expect.objectContaining({ id: `test:${better.resultId}`, detail: `Score ${better.score}` }));
  });

  it('hides the score of a member who has not paid: tests are counted, the best score is null', async () => {
    const b = await quizTaker(t, 'not.paid@example.com');
    const userId = await signUp(t, b, 'not.paid@example.com');
    const [result] = await resultsOf(userId);
    expect(result).toBeDefined();
    const dashboard = await dashboardOf(b);
    expect(dashboard.stats).toMatchObject({ testsTaken: 1, bestScore: null });
    expect(dashboard.activity).toContainEqual(expect.objectContaining({ kind: 'test_completed', title: 'Completed the IQ Test', detail: null }));
    expect(JSON.stringify(dashboard)).not.toContain(`Score ${result!.iqScore}`);
  });

  it('counts days active and the streak by the clock: today or yesterday keeps it, a gap ends it', async () => {
    const { browser: b } = await signedInAs(t, 'user');
    const ask = async (subject: string) => expect((await b.post('/api/support/tickets', { subject, message: 'A question about my account.' })).status).toBe(201);
    const stats = async () => {
      const { daysActive, currentStreak } = (await dashboardOf(b)).stats;
      return { daysActive, currentStreak };
    };

    t.clock.set('2026-04-01T09:00:00Z');
    await ask('First day');
    expect(await stats()).toEqual({ daysActive: 1, currentStreak: 1 });
    t.clock.set('2026-04-01T23:59:00Z');
    await ask('Same day again');
    expect(await stats()).toEqual({ daysActive: 1, currentStreak: 1 });
    t.clock.set('2026-04-02T00:01:00Z');
    await ask('Second day');
    expect(await stats()).toEqual({ daysActive: 2, currentStreak: 2 });
    t.clock.set('2026-04-03T18:00:00Z');
    expect(await stats()).toEqual({ daysActive: 2, currentStreak: 2 });
    t.clock.set('2026-04-04T00:00:00Z');
    expect(await stats()).toEqual({ daysActive: 2, currentStreak: 0 });
    await ask('After a gap');
    expect(await stats()).toEqual({ daysActive: 3, currentStreak: 1 });

    const activity = (await dashboardOf(b)).activity;
    expect(activity.map((a: { detail: string }) => a.detail)).toEqual(['After a gap', 'Second day', 'Same day again', 'First day']);
    expect(activity[0]).toMatchObject({ kind: 'support_ticket', title: 'Support request sent', at: '2026-04-04T00:00:00.000Z' });
  });

  it(`lists the ${ACTIVITY_LIMIT} newest events, newest first`, async () => {
    const { browser: b } = await signedInAs(t, 'user');
    t.clock.set('2026-05-01T08:00:00Z');
    for (let i = 1; i <= ACTIVITY_LIMIT + 2; i += 1) {
      t.clock.advance(3600_000);
      await b.post('/api/support/tickets', { subject: `Question ${i}`, message: 'Another question about my account.' });
    }
    const activity = (await dashboardOf(b)).activity;
    expect(activity).toHaveLength(ACTIVITY_LIMIT);
    expect(activity[0].detail).toBe(`Question ${ACTIVITY_LIMIT + 2}`);
    expect(activity.at(-1).detail).toBe('Question 3');
  });

  it('refuses signed-out visitors', async () => {
    expect((await browser(t).get('/api/me/dashboard')).status).toBe(401);
  });
});
