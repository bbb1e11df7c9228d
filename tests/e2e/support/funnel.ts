import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the page's path is `path` (client-side navigations included). */
export async function expectPath(page: Page, path: string, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === path, { timeout });
  expect(new URL(page.url()).pathname).toBe(path);
}

/** The quiz's current question number, read from the page's "Question N of M" text. */
export async function currentQuestion(page: Page): Promise<{ n: number; of: number }> {
  const text = await page.getByText(/Question \d+ of \d+/).first().textContent();
  const match = /Question (\d+) of (\d+)/.exec(text ?? '');
  if (!match) throw new Error(`no question counter on ${page.url()}`);
  return { n: Number(match[1]), of: Number(match[2]) };
}

/** Chooses option `index` of the current question and waits for the quiz to move on (or for the last question). */
export async function answerCurrent(page: Page, index: number) {
  const before = await currentQuestion(page);
  await page.getByRole('radio').nth(index).click();
  if (before.n < before.of) {
    await page.getByText(`Question ${before.n + 1} of ${before.of}`).first().waitFor();
  }
}

/** Answers every question from the current one to the last with option `index`. */
export async function answerAll(page: Page, index = 0) {
  for (;;) {
    const { n, of } = await currentQuestion(page);
    await answerCurrent(page, index);
    if (n === of) return;
  }
}
