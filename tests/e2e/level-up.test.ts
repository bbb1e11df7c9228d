import { describe, it } from 'vitest';
import { signInByMagicLink, uniqueEmail } from './support/auth';
import { VIEWPORTS, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { answerCurrent, expectPath } from './support/funnel';

const app = appUnderTest();

describe.each(VIEWPORTS)('XP and levels at $width px', (viewport) => {
  it('announces the level a signed-in user reaches by finishing the quiz, and shows it on /profile', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/login');
    await signInByMagicLink(page, app.server.baseURL, uniqueEmail('level', viewport));
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
