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
  it('stores the e-mail trimmed and lower-cased, with source, quiz data and user agent, and links the attempt', async () => {
    const v = visitor(t.app);
    const { json: session } = await v.post('/api/quiz/attempts');
    await v.post(`/api/quiz/attempts/${session.attempt.id}/submit`);
    const res = await v.post(
      '/api/leads',
      { email: '  Jane.Doe@Example.COM ', attemptId: session.attempt.id, quizData: { score: 85 } },
      { 'user-agent': 'TestBrowser/1.0' },
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'jane.doe@example.com', attemptLinked: true });
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'jane.doe@example.com'));
    expect(lead).toMatchObject({ source: 'email_capture', quizData: { score: 85 }, userAgent: 'TestBrowser/1.0' });
    const [attempt] = await t.db.select().from(attempts).where(eq(attempts.id, session.attempt.id));
    expect(attempt?.leadId).toBe(lead?.id);
    const [result] = await t.db.select().from(testResults).where(eq(testResults.attemptId, session.attempt.id));
    expect(result).toMatchObject({ email: 'jane.doe@example.com', fullName: 'Jane Doe' });
  });

  it('updates one lead when the same e-mail comes twice', async () => {
    const v = visitor(t.app);
    await v.post('/api/leads', { email: 'twice@example.com', quizData: { round: 1 } });
    await v.post('/api/leads', { email: 'TWICE@example.com ', quizData: { round: 2 } });
    const rows = await t.db.select().from(leads).where(eq(leads.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quizData).toEqual({ round: 2 });
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
    [{ email: 42 }, 'expected string'],
    [{ email: 'a@b.c', attemptId: 'nope' }, 'valid id'],
  ])('refuses %j with 422', async (body, message) => {
    const before = await t.db.$count(leads);
    const res = await visitor(t.app).post('/api/leads', body);
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    expect(res.json.error.message).toContain(message);
    expect(await t.db.$count(leads)).toBe(before);
  });

  it('refuses oversized quiz data with 413', async () => {
    const res = await visitor(t.app).post('/api/leads', { email: 'big@example.com', quizData: { pad: 'x'.repeat(17_000) } });
    expect(res.status).toBe(413);
  });
});
