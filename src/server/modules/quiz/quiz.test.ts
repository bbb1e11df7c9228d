import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, testResults } from '../../db/schema';
import { createTestApp, visitor } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let key: { id: string; correctAnswer: number | null; type: string; domain: string | null; options: string[] }[];

/** Spec §9's weights, written out again here so a changed weight in the code fails this test. */
const SPEC_WEIGHTS: Record<string, number> = {
  verbal_comprehension: 1.1,
  fluid_reasoning: 1.3,
  visual_spatial: 1.2,
  working_memory: 1.25,
  processing_speed: 1.15,
};

beforeAll(async () => {
  t = await createTestApp({ graceSeconds: 5 });
  key = await t.db
    .select({ id: questions.id, correctAnswer: questions.correctAnswer, type: questions.type, domain: questions.domain, options: questions.options })
    .from(questions)
    .orderBy(asc(questions.position));
});
afterAll(() => t.close());

async function start(v = visitor(t.app)) {
  const res = await v.post('/api/quiz/attempts');
  return { v, res, session: res.json };
}

describe('starting an attempt', () => {
  it('creates an attempt with the 31 questions and no answer key anywhere', async () => {
    const { res, session } = await start();
    expect(res.status).toBe(201);
    expect(session.questions).toHaveLength(31);
    expect(session.test).toMatchObject({ questionCount: 31, scoredCount: 27, optionCount: 5, timeLimitSeconds: 900 });
    expect(session.attempt).toMatchObject({ status: 'in_progress', remainingSeconds: 900, answers: {}, result: null });
    expect(res.text).not.toMatch(/correct/i);
    for (const q of session.questions) expect(Object.keys(q)).not.toContain('correctAnswer');
    expect(res.headers.get('set-cookie')).toMatch(/vid=.*HttpOnly/i);
  });

  it('resumes the same attempt with its answers and remaining time (reload, second tab)', async () => {
    const { v, session } = await start();
    const q = session.questions[0];
    await v.put(`/api/quiz/attempts/${session.attempt.id}/answers/${q.id}`, { option: 2 });
    t.clock.advance(61_000);
    const again = await v.post('/api/quiz/attempts');
    expect(again.status).toBe(200);
    expect(again.json.attempt.id).toBe(session.attempt.id);
    expect(again.json.attempt.answers).toEqual({ [q.id]: 2 });
    expect(again.json.attempt.remainingSeconds).toBe(900 - 61);
  });

  it('gives another browser its own attempt', async () => {
    const a = await start();
    const b = await start();
    expect(a.session.attempt.id).not.toBe(b.session.attempt.id);
  });

  it('starts two simultaneous requests of one browser on the same attempt', async () => {
    const v = visitor(t.app);
    // Receive the visitor cookie first (any attempt route sets it), as a tab that already talked to the server would.
    await v.post('/api/quiz/attempts/00000000-0000-4000-8000-000000000000/submit');
    const [one, two] = await Promise.all([v.post('/api/quiz/attempts'), v.post('/api/quiz/attempts')]);
    expect(one.json.attempt.id).toBe(two.json.attempt.id);
  });
});

describe('a full attempt', () => {
  it('saves answers, submits, and scores on the server by spec §9', async () => {
    const { v, session } = await start();
    const id = session.attempt.id;
    const scored = key.filter((q) => q.type !== 'demographic');
    // Right on the first 20 scored items, wrong on the rest; the demographic items answered too.
    for (const [i, q] of scored.entries()) {
      const option = i < 20 ? q.correctAnswer! : (q.correctAnswer! + 1) % q.options.length;
      const res = await v.put(`/api/quiz/attempts/${id}/answers/${q.id}`, { option });
      expect(res.status).toBe(200);
    }
    for (const q of key.filter((q) => q.type === 'demographic')) await v.put(`/api/quiz/attempts/${id}/answers/${q.id}`, { option: 0 });
    t.clock.advance(300_000);
    const res = await v.post(`/api/quiz/attempts/${id}/submit`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ attemptId: id, status: 'ready', totalQuestions: 31, answeredCount: 31, timeTaken: 300, completionTime: '5:00', xp: null });
    const [row] = await t.db.select().from(testResults).where(eq(testResults.attemptId, id));
    expect(row).toMatchObject({ correctAnswers: 20, accuracy: Math.round((20 / 27) * 100), fasterThan: 65 });
    const weight = (q: { domain: string | null }) => SPEC_WEIGHTS[q.domain ?? ''] ?? 1;
    const r = scored.slice(0, 20).reduce((sum, q) => sum + weight(q), 0) / scored.reduce((sum, q) => sum + weight(q), 0);
    // 20 of 27 right puts r between 0.7 and 0.9 whatever the domains: the second range of §9.
    expect(r).toBeGreaterThan(0.7);
    expect(r).toBeLessThan(0.9);
    expect(row?.iqScore).toBe(Math.round(115 + (r - 0.7) * 125));
  });

  it('counts answered questions once, however often an answer is changed', async () => {
    const { v, session } = await start();
    const [a, b] = session.questions;
    const url = (q: { id: string }) => `/api/quiz/attempts/${session.attempt.id}/answers/${q.id}`;
    expect((await v.put(url(a), { option: 1 })).json).toMatchObject({ questionId: a.id, option: 1, answeredCount: 1, remainingSeconds: 900 });
    expect((await v.put(url(a), { option: 3 })).json).toMatchObject({ option: 3, answeredCount: 1 });
    expect((await v.put(url(b), { option: 0 })).json).toMatchObject({ answeredCount: 2 });
    const resumed = await v.post('/api/quiz/attempts');
    expect(resumed.json.attempt.answers).toEqual({ [a.id]: 3, [b.id]: 0 });
  });

  it('scores an attempt with no answers as 85', async () => {
    const { v, session } = await start();
    await v.post(`/api/quiz/attempts/${session.attempt.id}/submit`);
    const [row] = await t.db.select().from(testResults).where(eq(testResults.attemptId, session.attempt.id));
    expect(row).toMatchObject({ iqScore: 85, correctAnswers: 0, answeredCount: 0, fasterThan: 50 });
  });

  it('tells the taker only that the result is ready: nothing a score or an answer key could be read from', async () => {
    const { v, session } = await start();
    const id = session.attempt.id;
    // One item answered right: a response that told the count of correct answers would reveal its key.
    const q = key.find((q) => q.type !== 'demographic')!;
    await v.put(`/api/quiz/attempts/${id}/answers/${q.id}`, { option: q.correctAnswer });
    const submitted = await v.post(`/api/quiz/attempts/${id}/submit`);
    const [row] = await t.db.select().from(testResults).where(eq(testResults.attemptId, id));
    expect(row!.correctAnswers).toBe(1);
    const shown = ['answeredCount', 'attemptId', 'completionTime', 'status', 'timeTaken', 'totalQuestions'];
    expect(Object.keys(submitted.json).sort()).toEqual([...shown, 'xp']);
    expect(submitted.json.status).toBe('ready');
    expect(submitted.text).not.toMatch(/score|correct|accuracy|fasterThan|strongest|iq/i);
  });

  it('keeps a submitted attempt as it is', async () => {
    const { v, session } = await start();
    const id = session.attempt.id;
    const q = key.find((q) => q.type !== 'demographic')!;
    await v.put(`/api/quiz/attempts/${id}/answers/${q.id}`, { option: q.correctAnswer });
    const first = await v.post(`/api/quiz/attempts/${id}/submit`);
    const change = await v.put(`/api/quiz/attempts/${id}/answers/${q.id}`, { option: (q.correctAnswer! + 1) % 5 });
    expect(change.status).toBe(409);
    expect(change.json.error.code).toBe('ATTEMPT_SUBMITTED');
    const second = await v.post(`/api/quiz/attempts/${id}/submit`);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const rows = await t.db.select().from(testResults).where(eq(testResults.attemptId, id));
    expect(rows).toHaveLength(1);
  });

  it('starts a new attempt once the previous one was submitted', async () => {
    const { v, session } = await start();
    await v.post(`/api/quiz/attempts/${session.attempt.id}/submit`);
    const next = await v.post('/api/quiz/attempts');
    expect(next.status).toBe(201);
    expect(next.json.attempt.id).not.toBe(session.attempt.id);
  });
});

describe('the time limit', () => {
  it('accepts answers within the grace and refuses them after, scoring what was saved', async () => {
    const { v, session } = await start();
    const id = session.attempt.id;
    const scored = key.filter((q) => q.type !== 'demographic');
    await v.put(`/api/quiz/attempts/${id}/answers/${scored[0]!.id}`, { option: scored[0]!.correctAnswer });
    t.clock.advance(900_000 + 4_000); // past the deadline, inside the 5 s grace
    const late = await v.put(`/api/quiz/attempts/${id}/answers/${scored[1]!.id}`, { option: scored[1]!.correctAnswer });
    expect(late.status).toBe(200);
    expect(late.json.remainingSeconds).toBe(0);
    t.clock.advance(2_000); // now past the grace too
    const tooLate = await v.put(`/api/quiz/attempts/${id}/answers/${scored[2]!.id}`, { option: scored[2]!.correctAnswer });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.error.code).toBe('ATTEMPT_EXPIRED');
    const result = await v.post(`/api/quiz/attempts/${id}/submit`);
    expect(result.json).toMatchObject({ answeredCount: 2, timeTaken: 900 });
    const [row] = await t.db.select().from(testResults).where(eq(testResults.attemptId, id));
    expect(row?.correctAnswers).toBe(2);
  });

  it('returns an attempt whose time ran out while away as submitted, with its result', async () => {
    const { v, session } = await start();
    t.clock.advance(20 * 60_000);
    const back = await v.post('/api/quiz/attempts');
    expect(back.json.attempt).toMatchObject({ id: session.attempt.id, status: 'submitted', remainingSeconds: 0 });
    expect(back.json.attempt.result).toMatchObject({ status: 'ready', timeTaken: 900 });
    expect(JSON.stringify(back.json.attempt)).not.toMatch(/score|correct|accuracy|fasterThan|strongest/i);
  });
});

describe('bad input changes nothing', () => {
  it('refuses malformed ids, unknown questions and options out of range with clear errors', async () => {
    const { v, session } = await start();
    const id = session.attempt.id;
    const q = session.questions[0];
    const cases: [string, unknown, number, string][] = [
      [`/api/quiz/attempts/not-a-uuid/answers/${q.id}`, { option: 1 }, 422, 'VALIDATION_FAILED'],
      [`/api/quiz/attempts/${id}/answers/12345`, { option: 1 }, 422, 'VALIDATION_FAILED'],
      [`/api/quiz/attempts/${id}/answers/00000000-0000-4000-8000-000000000000`, { option: 1 }, 404, 'QUESTION_NOT_FOUND'],
      [`/api/quiz/attempts/00000000-0000-4000-8000-000000000000/answers/${q.id}`, { option: 1 }, 404, 'ATTEMPT_NOT_FOUND'],
      [`/api/quiz/attempts/${id}/answers/${q.id}`, { option: 5 }, 422, 'OPTION_OUT_OF_RANGE'],
      [`/api/quiz/attempts/${id}/answers/${q.id}`, { option: -1 }, 422, 'VALIDATION_FAILED'],
      [`/api/quiz/attempts/${id}/answers/${q.id}`, { option: 1.5 }, 422, 'VALIDATION_FAILED'],
      [`/api/quiz/attempts/${id}/answers/${q.id}`, { option: '1' }, 422, 'VALIDATION_FAILED'],
      [`/api/quiz/attempts/${id}/answers/${q.id}`, {}, 422, 'VALIDATION_FAILED'],
      [`/api/quiz/attempts/${id}/answers/${q.id}`, '{"option":', 400, 'MALFORMED_REQUEST'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await v.put(path, body);
      expect({ path, body, status: res.status, code: res.json?.error?.code }).toEqual({ path, body, status, code });
      expect(res.json.error.message.length).toBeGreaterThan(3);
    }
    const after = await v.post('/api/quiz/attempts');
    expect(after.json.attempt.answers).toEqual({});
  });

  it('refuses an oversized body with 413', async () => {
    const { v, session } = await start();
    const q = session.questions[0];
    const res = await v.put(`/api/quiz/attempts/${session.attempt.id}/answers/${q.id}`, JSON.stringify({ option: 1, pad: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("does not let one browser touch another's attempt", async () => {
    const owner = await start();
    const stranger = visitor(t.app);
    const q = owner.session.questions[0];
    const write = await stranger.put(`/api/quiz/attempts/${owner.session.attempt.id}/answers/${q.id}`, { option: 1 });
    expect(write.status).toBe(404);
    const submit = await stranger.post(`/api/quiz/attempts/${owner.session.attempt.id}/submit`);
    expect(submit.status).toBe(404);
    const mine = await owner.v.post('/api/quiz/attempts');
    expect(mine.json.attempt).toMatchObject({ status: 'in_progress', answers: {} });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await visitor(t.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('NOT_FOUND');
  });
});
