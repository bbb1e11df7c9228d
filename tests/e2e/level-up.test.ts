import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInByMagicLink, uniqueEmail } from './support/auth';
import { VIEWPORTS, expectAccessible, launchBrowser, newPage } from './support/browser';
import { answerCurrent, expectPath } from './support/funnel';
import { type TestServer, startServer } from './support/server';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(VIEWPORTS)('XP and levels at $width px', (viewport) => {
  it('announces the level a signed-in user reaches by finishing the quiz, and shows it on /profile', async () => {
    const { context, page } = await newPage(browser, server.baseURL, viewport);
    await page.goto('/login');
    await signInByMagicLink(page, server.baseURL, uniqueEmail('level', viewport));
    await expectPath(page, '/');

    await page.goto('/quiz');
    await answerCurrent(page, 0);
    await page.getByRole('button', { name: 'Question 31' }).click();
    await page.getByRole('button', { name: 'Get My Results' }).click();
    await page.getByText('Level Up!').first().waitFor();
    await page.getByText('Congratulations! You reached level 2!').first().waitFor();
    await expectPath(page, '/results-intro');

    await page.goto('/profile');
    await page.getByText('Level 2').waitFor();
    await page.getByText('300 XP to level 3').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
