import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, leads, testResults } from '../../db/schema';
import { createTestApp, visitor } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/leads', () => {
  it('stores the e-mail trimmed and lower-cased, with source, user agent and quiz data built on the server, and links the attempt', async () => {
    const v = visitor(t.app);
    const { json: session } = await v.post('/api/quiz/attempts');
    const age = session.questions.find((q: { prompt: string }) => q.prompt === 'What is your age group?');
    await v.put(`/api/quiz/attempts/${session.attempt.id}/answers/${age.id}`, { option: 1 });
    await v.post(`/api/quiz/attempts/${session.attempt.id}/submit`);
    const res = await v.post(
      '/api/leads',
      // A browser-sent score is not part of the contract and is ignored.
      { email: '  Jane.Doe@Example.COM ', attemptId: session.attempt.id, quizData: { score: 160 } },
      { 'user-agent': 'TestBrowser/1.0' },
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'jane.doe@example.com', attemptLinked: true });
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'jane.doe@example.com'));
    expect(lead).toMatchObject({ source: 'email_capture', userAgent: 'TestBrowser/1.0' });
    expect(lead?.quizData).toMatchObject({
      attemptId: session.attempt.id,
      result: { score: 85, correctAnswers: 0, scoredQuestions: 27, answeredCount: 1 },
      demographics: { 'iq-28-age-group': '25-34' },
    });
    const [attempt] = await t.db.select().from(attempts).where(eq(attempts.id, session.attempt.id));
    expect(attempt?.leadId).toBe(lead?.id);
    const [result] = await t.db.select().from(testResults).where(eq(testResults.attemptId, session.attempt.id));
    expect(result).toMatchObject({ email: 'jane.doe@example.com', fullName: 'Jane Doe' });
  });

  it('updates one lead when the same e-mail comes twice, keeping the latest attempt', async () => {
    const first = visitor(t.app);
    const second = visitor(t.app);
    const a = (await first.post('/api/quiz/attempts')).json.attempt.id;
    const b = (await second.post('/api/quiz/attempts')).json.attempt.id;
    await first.post('/api/leads', { email: 'twice@example.com', attemptId: a });
    await second.post('/api/leads', { email: 'TWICE@example.com ', attemptId: b });
    await second.post('/api/leads', { email: 'twice@example.com' });
    const rows = await t.db.select().from(leads).where(eq(leads.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quizData).toMatchObject({ attemptId: b });
  });

  it("does not link another browser's attempt", async () => {
    const owner = visitor(t.app);
    const { json: session } = await owner.post('/api/quiz/attempts');
    const res = await visitor(t.app).post('/api/leads', { email: 'thief@example.com', attemptId: session.attempt.id });
    expect(res.status).toBe(201);
    expect(res.json.attemptLinked).toBe(false);
    const [attempt] = await t.db.select().from(attempts).where(eq(attempts.id, session.attempt.id));
    expect(attempt?.leadId).toBeNull();
  });

  it.each([
    [{ email: '' }, 'Please enter a valid email address'],
    [{ email: '   ' }, 'Please enter a valid email address'],
    [{ email: 'no-at-sign' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Please enter a valid email address'],
    [{ email: 'x@' }, 'Please enter a valid email address'],
    [{ email: '@y.com' }, 'Please enter a valid email address'],
    [{ email: 'a b@c.com' }, 'Please enter a valid email address'],
    [{ email: 42 }, 'expected string'],
    [{ email: 'a@b.co', attemptId: 'nope' }, 'valid id'],
  ])('refuses %j with 422', async (body, message) => {
    const before = await t.db.$count(leads);
    const res = await visitor(t.app).post('/api/leads', body);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    expect(res.json.error.message).toContain(message);
    expect(await t.db.$count(leads)).toBe(before);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await visitor(t.app).post('/api/leads', { email: 'big@example.com', pad: 'x'.repeat(17_000) });
    expect(res.status).toBe(413);
  });
});
