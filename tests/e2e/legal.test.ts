import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, expectAccessible, launchBrowser, newPage } from './support/browser';
import { expectPath } from './support/funnel';
import type { TestServer } from './support/server';
import { startServerWithSiteCopy } from './support/site-copy';

// Not the defaults (30 days, support@iq-test.local), so the pages can only show them by reading the setting.
const COPY = { moneyBackDays: 45, contactEmail: 'care@operator.example' };

const PAGES = [
  { path: '/terms', heading: 'Terms of Service', notClinical: true },
  { path: '/privacy', heading: 'Privacy Policy', notClinical: true },
  { path: '/refund-policy', heading: 'Refund Policy', notClinical: false },
] as const;

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServerWithSiteCopy(COPY), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(VIEWPORTS)('at $width px', (viewport) => {
  it.each(PAGES)('$path shows its heading, the operator’s guarantee and support address, fits the screen, axe clean', async ({ path, heading, notClinical }) => {
    const { context, page } = await newPage(browser, server.baseURL, viewport);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(`${COPY.moneyBackDays}-day money-back guarantee.`).first().waitFor();
    expect(await page.title()).toBe(`${heading} | Official IQ Test Online`);
    expect(await page.getByText(/30-day/).count()).toBe(0);
    expect(await page.locator(`a[href="mailto:${COPY.contactEmail}"]`).count()).toBeGreaterThan(0);
    if (notClinical) await page.getByText(/not a clinical or\s+psychological assessment/).waitFor();
    // Mobile first: no sideways scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('links the legal pages to each other and to the help center', async () => {
    const { context, page } = await newPage(browser, server.baseURL, viewport);
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Legal and help pages' });
    await nav.getByRole('link', { name: 'Privacy Policy' }).click();
    await expectPath(page, '/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await nav.getByRole('link', { name: 'Refund Policy' }).click();
    await expectPath(page, '/refund-policy');
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Refund Policy' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Help Center' }).getAttribute('href')).resolves.toBe('/profile/help');
    await nav.getByRole('link', { name: 'Terms of Service' }).click();
    await expectPath(page, '/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await context.close();
  });
});
