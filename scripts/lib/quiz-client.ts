import { errorCode, forEachLimited, request } from './http';

export interface QuizQuestion {
  id: string;
  optionCount: number;
}

/** A visitor with a started attempt: the `vid` cookie that owns it, and the questions it can answer. */
export interface Visitor {
  cookie: string;
  attemptId: string;
  questions: QuizQuestion[];
}

interface SessionBody {
  attempt?: { id?: string; status?: string };
  questions?: { id: string; options: unknown[] }[];
}

/** POST /api/quiz/attempts as a new visitor (no cookie): keeps the `vid` cookie from its set-cookie. */
export async function startVisitor(baseUrl: string): Promise<Visitor> {
  const res = await request(`${baseUrl}/api/quiz/attempts`, { method: 'POST', headers: { 'user-agent': 'bench' } });
  if (res.status !== 201) throw new Error(`POST /api/quiz/attempts answered ${res.status}: ${res.body.slice(0, 300)}`);
  const setCookie = res.headers['set-cookie'] ?? [];
  const vid = setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('vid='));
  if (!vid) throw new Error('POST /api/quiz/attempts set no vid cookie');
  const session = JSON.parse(res.body) as SessionBody;
  if (!session.attempt?.id || session.attempt.status !== 'in_progress' || !session.questions?.length) {
    throw new Error(`unexpected session: ${res.body.slice(0, 300)}`);
  }
  return {
    cookie: vid,
    attemptId: session.attempt.id,
    questions: session.questions.map((q) => ({ id: q.id, optionCount: q.options.length })),
  };
}

/** Starts `count` visitors with bounded concurrency and time; fails if any start fails. */
export async function startVisitors(baseUrl: string, count: number, { concurrency = 10, maxMs = 120_000 } = {}): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  const failures: string[] = [];
  await forEachLimited(count, concurrency, Date.now() + maxMs, async () => {
    try {
      visitors.push(await startVisitor(baseUrl));
    } catch (err) {
      failures.push(err instanceof Error && !('code' in err) ? err.message : errorCode(err));
    }
  });
  if (failures.length > 0) throw new Error(`${failures.length} of ${count} attempts could not be started; first: ${failures[0]}`);
  return visitors;
}

/** Waits until GET /api/health answers 200, failing early when `alive()` turns false. */
export async function waitForHealth(baseUrl: string, alive: () => boolean, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('the server exited while starting');
    try {
      const res = await request(`${baseUrl}/api/health`, { timeoutMs: 2_000 });
      if (res.status === 200) return;
      last = `${res.status} ${res.body.slice(0, 200)}`;
    } catch (err) {
      last = errorCode(err);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`GET /api/health not ready after ${timeoutMs} ms (last: ${last})`);
}
