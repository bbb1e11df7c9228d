import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testResults } from '../../db/schema';
import { createTestApp, visitor } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A finished attempt with `answers` demographic (unscored) answers, so its score stays 85, of a visitor who may then leave an e-mail. */
async function finish(email: string | null, answers = 1) {
  const v = visitor(t.app);
  const { json: session } = await v.post('/api/quiz/attempts');
  for (const q of session.questions.slice(session.questions.length - answers)) {
    await v.put(`/api/quiz/attempts/${session.attempt.id}/answers/${q.id}`, { option: 0 });
  }
  const { json: result } = await v.post(`/api/quiz/attempts/${session.attempt.id}/submit`);
  if (email) await v.post('/api/leads', { email, attemptId: session.attempt.id });
  return result;
}

describe('GET /api/stats/public', () => {
  it('shows nothing invented on an empty database', async () => {
    const res = await visitor(t.app).get('/api/stats/public');
    expect(res.json).toEqual({ testsToday: 0, latestResults: [], averageIq: null, averageIqSample: null });
    expect((await visitor(t.app).get('/api/stats/recent-buyers')).json).toEqual({ buyers: [] });
  });

  it('counts today, lists the 4 latest named paid results and averages the paid ones while the day has fewer than 20', async () => {
    const paid = async (email: string) => {
      const { attemptId } = await finish(email);
      await t.db.update(testResults).set({ paymentStatus: 'completed' }).where(eq(testResults.attemptId, attemptId));
    };
    await paid('anna.berg@example.com');
    t.clock.advance(1000);
    await finish(null); // no e-mail: counted, but not listed by name
    t.clock.advance(1000);
    await finish('blank.sheet@example.com', 0); // nothing answered: not a test taken, counted nowhere
    t.clock.advance(1000);
    for (const email of ['carl@example.com', 'dora.eng@example.com', 'emil.fox@example.com']) {
      await paid(email);
      t.clock.advance(1000);
    }
    // The newest, unpaid: a visitor could read their own score by their name here, or by how the mean moves, one
    // answer at a time.
    const probe = await finish('probe.key@example.com');
    await t.db.update(testResults).set({ iqScore: 160 }).where(eq(testResults.attemptId, probe.attemptId));
    const res = await visitor(t.app).get('/api/stats/public');
    expect(res.json.testsToday).toBe(6);
    expect(res.json.latestResults).toEqual([
      { name: 'Emil F.', score: 85 },
      { name: 'Dora E.', score: 85 },
      { name: 'Carl', score: 85 },
      { name: 'Anna B.', score: 85 },
    ]);
    expect(res.json).toMatchObject({ averageIq: 85, averageIqSample: 'all_time' });
  });

  it('uses the last 24 hours once they hold 20 results, and counts only today for tests today', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - 3 * 24 * 3600_000);
    const recent = new Date(now.getTime() - 60_000);
    const attemptIds = [];
    for (let i = 0; i < 21; i++) attemptIds.push((await finish(null)).attemptId);
    // Rewrite the scores so the two averages differ: the old results score 150, the recent ones 100; all paid.
    for (const [i, attemptId] of attemptIds.entries()) {
      await t.db
        .update(testResults)
        .set({ iqScore: i === 0 ? 150 : 100, completedAt: i === 0 ? old : recent, paymentStatus: 'completed' })
        .where(eq(testResults.attemptId, attemptId));
    }
    const res = await visitor(t.app).get('/api/stats/public');
    // 20 recent paid results at 100 plus the 4 paid of the previous test at 85, all inside 24 hours.
    expect(res.json.averageIqSample).toBe('last_24_hours');
    expect(res.json.averageIq).toBe(Math.round((20 * 100 + 4 * 85) / 24));
    expect(res.json.testsToday).toBe(26);
  });
});

describe('GET /api/stats/recent-buyers', () => {
  it('lists only named results whose trial was paid, newest first', async () => {
    const paid = await finish('paula.paid@example.com');
    t.clock.advance(1000);
    await finish('ulla.unpaid@example.com');
    await t.db.update(testResults).set({ paymentStatus: 'completed' }).where(eq(testResults.attemptId, paid.attemptId));
    const res = await visitor(t.app).get('/api/stats/recent-buyers');
    expect(res.json.buyers[0]).toEqual({ name: 'Paula P.', score: 85 });
    expect(res.json.buyers).not.toContainEqual(expect.objectContaining({ name: 'Ulla U.' }));
  });
});
