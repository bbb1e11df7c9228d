import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, expectAccessible, launchBrowser, newPage } from './support/browser';
import { answerCurrent, currentQuestion, expectPath } from './support/funnel';
import { type TestServer, startServer } from './support/server';

/** Seconds of the shortened quiz on the timeout server (test-only setting, refused in production). */
const SHORT_QUIZ_SECONDS = 12;

let server: TestServer;
let shortServer: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, shortServer, browser] = await Promise.all([
    startServer(),
    startServer({ QUIZ_DURATION_OVERRIDE_SECONDS: String(SHORT_QUIZ_SECONDS), QUIZ_GRACE_SECONDS: '2' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), shortServer?.stop()]);
});

function secondsOf(clock: string): number {
  const [m, s] = clock.trim().split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  it('resumes the same attempt after a reload and in a second tab, with its answers and remaining time', async () => {
    const { context, page } = await newPage(browser, server.baseURL, viewport);
    await page.goto('/quiz');
    await answerCurrent(page, 1);
    await answerCurrent(page, 2);
    await answerCurrent(page, 3);
    await expect(currentQuestion(page)).resolves.toEqual({ n: 4, of: 31 });
    await page.getByRole('progressbar', { name: 'Answered 3 of 31' }).waitFor();
    const attemptId = await page.evaluate(() => JSON.parse(localStorage.getItem('quizAttemptId') ?? 'null'));

    await page.reload();
    await expect(currentQuestion(page)).resolves.toEqual({ n: 4, of: 31 });
    await page.getByRole('progressbar', { name: 'Answered 3 of 31' }).waitFor();
    const left = secondsOf((await page.getByRole('timer').textContent()) ?? '');
    expect(left).toBeGreaterThan(800);
    expect(left).toBeLessThan(900);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('quizAttemptId') ?? 'null'))).toBe(attemptId);

    await page.getByRole('button', { name: 'Question 2', exact: true }).click();
    await expect(page.getByRole('radio').nth(2).getAttribute('aria-checked')).resolves.toBe('true');

    const second = await context.newPage();
    await second.goto('/quiz');
    await second.getByRole('progressbar', { name: 'Answered 3 of 31' }).waitFor();
    expect(await second.evaluate(() => JSON.parse(localStorage.getItem('quizAttemptId') ?? 'null'))).toBe(attemptId);
    await context.close();
  });

  it('warns under 5 minutes and submits by itself when the time runs out', async () => {
    const { context, page } = await newPage(browser, shortServer.baseURL, viewport);
    await page.goto('/quiz');
    await answerCurrent(page, 0);
    await page.getByText(/Only \d\d:\d\d remaining!/).first().waitFor();
    await expectAccessible(page);
    await expectPath(page, '/results-intro', (SHORT_QUIZ_SECONDS + 10) * 1000);
    const result = await page.evaluate(() => JSON.parse(localStorage.getItem('quizResults') ?? 'null'));
    expect(result).toMatchObject({ totalQuestions: 31, answeredCount: 1 });
    expect(result.timeTaken).toBeLessThanOrEqual(SHORT_QUIZ_SECONDS);
    await context.close();
  });
});
