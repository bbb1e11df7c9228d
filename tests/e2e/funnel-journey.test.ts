import { describe, expect, it } from 'vitest';
import { VIEWPORTS, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { answerAll, currentQuestion, expectPath } from './support/funnel';

const app = appUnderTest();

describe.each(VIEWPORTS)('the funnel from / to /checkout at $width px', (viewport) => {
  it('takes a visitor from the landing page through the quiz and e-mail capture to /checkout', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Official IQ Test Online' }).isVisible()).resolves.toBe(true);
    await page.getByText('31 questions').first().waitFor();
    await page.getByText('15 minutes').first().waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: /Start the IQ Test/ }).first().click();
    await expectPath(page, '/start');
    await page.getByRole('heading', { level: 1, name: 'Ready to test your IQ?' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: /Start Test/ }).last().click();
    await expectPath(page, '/quiz');
    await expect(currentQuestion(page)).resolves.toEqual({ n: 1, of: 31 });
    await page.getByRole('timer').waitFor();
    await expectAccessible(page);

    await answerAll(page, 0);
    const submit = page.getByRole('button', { name: 'Get My Results' });
    await submit.waitFor();
    await expect(page.getByText(/cannot be edited after validation/i).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await submit.click();

    await expectPath(page, '/results-intro');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).or(page.getByRole('link', { name: 'Continue' })).first().click();
    await expectPath(page, '/analyzing');
    await expectAccessible(page);
    await expectPath(page, '/email', 10_000);
    await expectAccessible(page);

    const email = `${viewport.name}.tester@example.com`;
    await page.getByLabel(/email/i).fill(`  ${email.toUpperCase()} `);
    await page.getByRole('button', { name: /continue|get my results|see my results|submit/i }).first().click();
    await page.getByText('Email Saved!').waitFor();
    await expectPath(page, '/checkout', 5_000);

    const stored = await page.evaluate(() => ({
      results: JSON.parse(localStorage.getItem('quizResults') ?? 'null'),
      email: JSON.parse(localStorage.getItem('quizEmail') ?? 'null'),
    }));
    expect(stored.email).toBe(email);
    expect(stored.results).toMatchObject({ status: 'ready', totalQuestions: 31, answeredCount: 31 });
    // Before paying the browser knows no score, and the public lists do not show it under the e-mail's name.
    expect(JSON.stringify(stored.results)).not.toMatch(/score|correct/i);
    const stats = await (await fetch(`${app.server.baseURL}/api/stats/public`)).json();
    const name = viewport.name === 'phone' ? 'Phone T.' : 'Desktop T.';
    expect(stats.latestResults).not.toContainEqual(expect.objectContaining({ name }));
    await context.close();
  });
});
