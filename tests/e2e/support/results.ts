import type { APIResponse, Page } from 'playwright-core';
import { expect } from 'vitest';
import { becomePaidUser } from './payments';

async function postJson<T>(page: Page, url: string, data?: unknown): Promise<T> {
  const res: APIResponse = await page.request.post(url, data === undefined ? {} : { data });
  expect(res.status(), `POST ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface QuizSessionBody {
  attempt: { id: string };
  questions: Array<{ id: string; options: string[] }>;
}

/**
 * One finished quiz through the API with the page's cookies: `choose` picks each question's option (null skips it).
 * Returns the server's score.
 */
export async function takeQuizByApi(page: Page, choose: (position: number, optionCount: number) => number | null): Promise<number> {
  const session = await postJson<QuizSessionBody>(page, '/api/quiz/attempts');
  for (const [i, q] of session.questions.entries()) {
    const option = choose(i, q.options.length);
    if (option === null) continue;
    const res = await page.request.put(`/api/quiz/attempts/${session.attempt.id}/answers/${q.id}`, { data: { option } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const done = await postJson<{ score: number }>(page, `/api/quiz/attempts/${session.attempt.id}/submit`);
  return done.score;
}

/**
 * A paid, signed-in user with finished results: each entry of `choosers` is one quiz taken before paying, in order
 * (so the last is the latest). Returns the scores in that order.
 */
export async function becomePaidUserWithResults(
  page: Page,
  email: string,
  choosers: Array<(position: number, optionCount: number) => number | null> = [() => 0],
): Promise<number[]> {
  const scores: number[] = [];
  for (const choose of choosers) scores.push(await takeQuizByApi(page, choose));
  await becomePaidUser(page, email);
  return scores;
}
