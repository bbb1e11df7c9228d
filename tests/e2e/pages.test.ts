import { describe, expect, it } from 'vitest';
import { VIEWPORTS, allowPageErrors, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { expectPath } from './support/funnel';

const app = appUnderTest();

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  it('shows the invalid e-mail toast for an empty value and one without @, and stays on /email', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/email');
    const input = page.getByLabel(/email/i);
    await expect(input.getAttribute('type')).resolves.toBe('email');
    await expect(input.getAttribute('required')).resolves.not.toBeNull();
    const submit = page.locator('form').getByRole('button').first();

    await submit.click();
    await page.getByText('Invalid Email').first().waitFor();
    await page.getByText('Please enter a valid email address').first().waitFor();
    await expectAccessible(page);

    await input.fill('not-an-email');
    await submit.click();
    await page.getByText('Invalid Email').first().waitFor();
    await page.waitForTimeout(1_500);
    await expectPath(page, '/email');
    await context.close();
  });

  it.each(['/', '/start'])('serves %s prerendered, then hydrates it without errors', async (path) => {
    const html = await (await fetch(`${app.server.baseURL}${path}`)).text();
    const heading = path === '/' ? 'Official IQ Test Online' : 'Ready to test your IQ?';
    expect(html).toContain(heading);
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    // Hydrated: a client-side link works without a full page load.
    const link = path === '/' ? page.getByRole('link', { name: /Start the IQ Test/ }).first() : page.getByRole('link', { name: /Start Test/ }).last();
    await link.click();
    await expectPath(page, path === '/' ? '/start' : '/quiz');
    await context.close();
  });

  it('shows the not-found page for an unknown path, with a link home', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    // The not-found page is served with status 404, which Chromium logs.
    allowPageErrors(context, /status of 404 .*\/no-such-page$/);
    await page.goto('/no-such-page');
    await page.getByText('Oops! Page not found').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: /home/i }).last().click();
    await expectPath(page, '/');
    await context.close();
  });
});
