import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor } from '../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ attemptStartsPerHour: 3, leadCapturesPerHour: 2 });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': `10.9.9.9, ${ip}` });

describe('rate limits (stored in the database, per client address)', () => {
  it('limits new attempts per address per hour, but never resuming one', async () => {
    for (let i = 0; i < 3; i++) expect((await visitor(t.app).post('/api/quiz/attempts', undefined, from('203.0.113.1'))).status).toBe(201);
    const refused = await visitor(t.app).post('/api/quiz/attempts', undefined, from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);

    expect((await visitor(t.app).post('/api/quiz/attempts', undefined, from('203.0.113.2'))).status).toBe(201);

    t.clock.advance(3600_000);
    const v = visitor(t.app);
    expect((await v.post('/api/quiz/attempts', undefined, from('203.0.113.3'))).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await v.post('/api/quiz/attempts', undefined, from('203.0.113.3'))).status).toBe(200);
  });

  it('limits lead captures per address, and opens again in the next window', async () => {
    const ip = from('198.51.100.7');
    expect((await visitor(t.app).post('/api/leads', { email: 'a@example.com' }, ip)).status).toBe(201);
    expect((await visitor(t.app).post('/api/leads', { email: 'b@example.com' }, ip)).status).toBe(201);
    expect((await visitor(t.app).post('/api/leads', { email: 'c@example.com' }, ip)).status).toBe(429);
    t.clock.advance(3600_000);
    expect((await visitor(t.app).post('/api/leads', { email: 'c@example.com' }, ip)).status).toBe(201);
  });
});
