import type { APIResponse, Page } from 'playwright-core';
import { expect } from 'vitest';
import { scoreIqTest } from '../../../src/shared/assessment/iq-score';
import { iqTestDefinition } from '../../../src/server/db/seed/iq-test';
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

type Chooser = (position: number, optionCount: number) => number | null;

/**
 * The score spec §9's rule gives the answers `choose` picks (questions are served in the seed's order). The server
 * tells nobody a score before payment, so a test that must prove a locked score is hidden works it out here.
 */
export function expectedScore(choose: Chooser): number {
  const scored = iqTestDefinition.questions.flatMap((q, i) =>
    q.correctAnswer === null ? [] : [{ domain: q.domain, correct: choose(i, q.options.length) === q.correctAnswer }],
  );
  return scoreIqTest(scored).score;
}

/**
 * One finished quiz through the API with the page's cookies: `choose` picks each question's option (null skips it).
 * Answers the attempt id and what the server said on submitting.
 */
export async function takeQuizByApi(page: Page, choose: Chooser): Promise<{ attemptId: string; result: unknown; answers: Record<string, number> }> {
  const session = await postJson<QuizSessionBody>(page, '/api/quiz/attempts');
  const answers: Record<string, number> = {};
  for (const [i, q] of session.questions.entries()) {
    const option = choose(i, q.options.length);
    if (option === null) continue;
    const res = await page.request.put(`/api/quiz/attempts/${session.attempt.id}/answers/${q.id}`, { data: { option } });
    expect(res.status(), await res.text()).toBe(200);
    answers[q.id] = option;
  }
  const result = await postJson(page, `/api/quiz/attempts/${session.attempt.id}/submit`);
  return { attemptId: session.attempt.id, result, answers };
}

/**
 * A quiz finished through the API, then kept in the page's storage as the quiz page keeps it on submitting, so the
 * funnel goes on from /results-intro as after answering by hand (funnel-journey.test.ts answers by hand). The page
 * must be on the site.
 */
export async function finishQuizAsThePageWould(page: Page, choose: Chooser = () => 0): Promise<void> {
  const { attemptId, result, answers } = await takeQuizByApi(page, choose);
  await page.evaluate(
    ([id, res, given]) => {
      localStorage.setItem('quizAttemptId', JSON.stringify(id));
      localStorage.setItem('quizResults', JSON.stringify(res));
      localStorage.setItem('quizAnswers', JSON.stringify(given));
    },
    [attemptId, result, answers] as const,
  );
}

/**
 * A paid, signed-in user with finished results: each entry of `choosers` is one quiz taken before paying, in order
 * (so the last is the latest). Returns the scores the server gives once they are unlocked, in that order, after
 * checking each against the scoring rule.
 */
export async function becomePaidUserWithResults(page: Page, email: string, choosers: Chooser[] = [() => 0]): Promise<number[]> {
  for (const choose of choosers) await takeQuizByApi(page, choose);
  await becomePaidUser(page, email);
  const res = await page.request.get('/api/results');
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: Array<{ iqScore: number | null }> };
  const scores = results.map((r) => r.iqScore).reverse();
  expect(scores).toEqual(choosers.map(expectedScore));
  return scores as number[];
}
