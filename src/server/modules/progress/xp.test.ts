import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProgress, xpEvents } from '../../db/schema';
import { browser, signUp } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { addXp } from './add-xp';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('XP for finishing the quiz signed in', () => {
  it('awards 100 XP once per result, reports the level-up to 2, and shows it in /api/me/progress', async () => {
    const b = browser(t);
    await signUp(t, b, 'quizzer@example.com');
    expect((await b.get('/api/me/progress')).json).toEqual({ level: 1, totalXp: 0, levelStartXp: 0, nextLevelXp: 100, percent: 0, almostThere: false });

    const attempt = (await b.post('/api/quiz/attempts')).json.attempt.id;
    const first = await b.post(`/api/quiz/attempts/${attempt}/submit`);
    expect(first.status).toBe(200);
    expect(first.json.xp).toEqual({ levelUp: true, level: 2, totalXp: 100 });

    const again = await b.post(`/api/quiz/attempts/${attempt}/submit`);
    expect(again.json.xp).toEqual({ levelUp: false, level: 2, totalXp: 100 });
    expect((await b.get('/api/me/progress')).json).toEqual({ level: 2, totalXp: 100, levelStartXp: 100, nextLevelXp: 400, percent: 0, almostThere: false });
  });

  it('gives an anonymous submit no XP (xp: null)', async () => {
    const b = browser(t);
    const attempt = (await b.post('/api/quiz/attempts')).json.attempt.id;
    expect((await b.post(`/api/quiz/attempts/${attempt}/submit`)).json.xp).toBeNull();
  });
});

describe('addXp', () => {
  it('adds once per source, adds up concurrent awards, and moves the level', async () => {
    const userId = await signUp(t, browser(t), 'xp-unit@example.com');
    const award = (sourceId: string, amount = 150) => addXp(t.db, { userId, amount, reason: 'test', sourceId }, t.deps.logger);
    expect(await award('a')).toEqual({ levelUp: true, level: 2, totalXp: 150 });
    expect(await award('a')).toEqual({ levelUp: false, level: 2, totalXp: 150 });
    const together = await Promise.all([award('b'), award('c'), award('b')]);
    expect(Math.max(...together.map((x) => x.totalXp))).toBe(450);
    expect(together.filter((x) => x.levelUp)).toHaveLength(1);
    const [row] = await t.db.select().from(userProgress).where(eq(userProgress.userId, userId));
    expect(row).toMatchObject({ totalXp: 450, level: 3 });
    expect(await t.db.$count(xpEvents, eq(xpEvents.userId, userId))).toBe(3);
  });

  it('logs and rethrows a failure', async () => {
    const errors: unknown[] = [];
    const logger = { ...t.deps.logger, error: (...args: unknown[]) => errors.push(args) } as unknown as typeof t.deps.logger;
    await expect(addXp(t.db, { userId: 'no-such-user', amount: 10, reason: 'test', sourceId: 'x' }, logger)).rejects.toThrow();
    expect(errors).toHaveLength(1);
  });
});
