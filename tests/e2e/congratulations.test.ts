import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { percentileForScore, topPercentForScore } from '../../src/shared/assessment/iq-bands';
import { CERTIFICATE_ID_PATTERN } from '../../src/shared/schemas/results';
import { VIEWPORTS, allowPageErrors, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { signInByMagicLink, uniqueEmail } from './support/auth';
import { expectPath } from './support/funnel';
import { becomePaidUser } from './support/payments';
import { becomePaidUserWithResults, expectedScore, takeQuizByApi } from './support/results';

const app = appUnderTest();

/** The text of every page of a PDF, as pdf.js reads it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return text;
}

/** Records window.open calls instead of opening the networks' pages, which this machine cannot reach. */
async function recordPopups(page: Page) {
  await page.evaluate(() => {
    const calls: string[][] = [];
    (window as unknown as { openedPopups: string[][] }).openedPopups = calls;
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push([String(url), target ?? '', features ?? '']);
      return {} as Window;
    };
  });
}

async function openedPopups(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { openedPopups: string[][] }).openedPopups);
}

/** Alternates right and wrong-looking choices so the score is not the zero-correct rule's 85. */
const MIXED = (position: number, optionCount: number) => (position % 3) % optionCount;

describe.each(VIEWPORTS)('the score page, /congratulations and the certificate at $width px', (viewport) => {
  it('shows a paid user their real score and certificate, downloads its PDF, shares it, copies the referral link', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.baseURL });
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));
    const email = uniqueEmail('certificate', viewport);
    const [, score] = (await becomePaidUserWithResults(page, email, [() => 0, MIXED])) as [number, number];

    // /results: the latest score and where it stands in the percentile table.
    await page.goto('/results');
    await page.getByRole('heading', { level: 1, name: 'Your IQ Score' }).waitFor();
    await page.getByText(String(score), { exact: true }).waitFor();
    await page.getByText(`Your IQ score is higher than ${percentileForScore(score)}% of people`).waitFor();
    await page.getByText(`Top ${topPercentForScore(score)}%`, { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See My Certificate' }).click();

    // /congratulations: the same score on the certificate, with a well-formed id.
    await expectPath(page, '/congratulations');
    await page.getByRole('heading', { level: 1, name: /^Congratulations, .+!$/ }).waitFor();
    const certificate = page.getByRole('figure', { name: 'Your IQ certificate' });
    await certificate.waitFor();
    const certificateText = await certificate.innerText();
    const certificateId = /IQC(-[0-9A-Z]{4}){5}/.exec(certificateText)?.[0] ?? '';
    expect(certificateId).toMatch(CERTIFICATE_ID_PATTERN);
    await certificate.getByText(String(score), { exact: true }).waitFor();
    const { holderName } = (await (await page.request.get('/api/results/latest')).json()) as { holderName: string };
    await certificate.getByText(holderName, { exact: true }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Explore' }).count()).resolves.toBe(0);
    // The context asks for reduced motion: the confetti's code is never even loaded.
    expect(requested.filter((url) => url.includes('confetti'))).toEqual([]);
    await expectAccessible(page);

    // The PDF is a real download of this certificate.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Certificate (PDF)' }).click()]);
    await page.getByText('Download Started').first().waitFor();
    const bytes = await fs.readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect((await pdfText(bytes)).replace(/\s+/g, '')).toContain(certificateId);

    // Each network gets the certificate's public check address in a 600 x 400 popup.
    await recordPopups(page);
    for (const name of ['Share on LinkedIn', 'Share on Twitter/X', 'Share on Facebook']) await page.getByRole('link', { name }).click();
    const popups = await openedPopups(page);
    expect(popups.map(([url]) => new URL(url!).hostname)).toEqual(['www.linkedin.com', 'twitter.com', 'www.facebook.com']);
    for (const [url, , features] of popups) {
      const shared = new URL(url!).searchParams;
      expect(shared.get('url') ?? shared.get('u')).toBe(`${app.server.baseURL}/verify/${certificateId}`);
      expect(features).toMatch(/width=600,height=400/);
    }

    // The referral link is copied to the clipboard as shown.
    const link = await page.getByLabel('Your referral link').inputValue();
    expect(link).toMatch(new RegExp(`^${app.server.baseURL}/\\?ref=[^&]+$`));
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Link copied').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);

    // The certificate's link opens its public check.
    await page.getByRole('link', { name: 'Verify this certificate' }).click();
    await expectPath(page, `/verify/${certificateId}`);
    await page.getByRole('heading', { level: 1, name: 'Certificate verified' }).waitFor();
    const details = page.getByRole('definition');
    await details.filter({ hasText: certificateId }).waitFor();
    await details.filter({ hasText: new RegExp(`^${score}$`) }).waitFor();
    await details.filter({ hasText: holderName }).first().waitFor();
    await expectAccessible(page);

    allowPageErrors(context, /status of 404 .*\/api\/certificates\/IQC-0000-0000-0000-0000-0000$/);
    await page.goto('/verify/IQC-0000-0000-0000-0000-0000');
    await page.getByText('We could not find a certificate with the id IQC-0000-0000-0000-0000-0000').waitFor();
    await expect(page.getByRole('heading', { name: 'Certificate verified' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // A friend who opens the link and pays is counted once for the referrer.
    const friend = await newPage(app.browser, app.server.baseURL, viewport);
    const visit = friend.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/referrals/visits');
    await friend.page.goto(link);
    expect((await visit).status()).toBe(204);
    await friend.page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await becomePaidUser(friend.page, uniqueEmail('friend', viewport));
    await friend.context.close();
    await page.goto('/congratulations');
    await page.getByText('Friends who paid through your link: 1').waitFor();

    await context.close();
  });

  it('celebrates with confetti when the visitor welcomes motion', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await becomePaidUserWithResults(page, uniqueEmail('confetti', viewport));
    const confettiChunk = page.waitForRequest((req) => req.url().includes('confetti'));
    await page.goto('/congratulations');
    await confettiChunk;
    // It draws, in the worker the policy allows (the test fails on any CSP violation or console error): with the
    // page's CSS animations stopped, the view changes from one moment to the next, and hiding the canvas changes it.
    const canvas = page.locator('body > canvas').first();
    await canvas.waitFor({ state: 'attached' });
    const shot = () => page.screenshot({ animations: 'disabled' });
    const first = await shot();
    await page.waitForTimeout(120);
    const second = await shot();
    await canvas.evaluate((el: HTMLElement) => (el.style.visibility = 'hidden'));
    const without = await shot();
    expect(first.equals(second), 'the confetti moves').toBe(false);
    expect(second.equals(without), 'the canvas shows something').toBe(false);
    await context.close();
  });

  it('says plainly when there is no result yet, and when the result is locked', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await signInByMagicLink(page, app.server.baseURL, uniqueEmail('no-result', viewport));

    await page.goto('/results');
    await page.getByRole('heading', { level: 1, name: 'No test result yet' }).waitFor();
    await page.getByRole('link', { name: 'Take the IQ Test' }).waitFor();
    await expectAccessible(page);

    // Taken while signed in but never paid: the result exists and stays locked, with no score anywhere.
    await takeQuizByApi(page, MIXED);
    const score = expectedScore(MIXED);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your score is locked' }).waitFor();
    await expect(page.getByRole('link', { name: 'Unlock My Score' }).getAttribute('href')).resolves.toBe('/checkout');
    await expect(page.getByText(String(score), { exact: true }).count()).resolves.toBe(0);
    await expectAccessible(page);

    await page.goto('/congratulations');
    await page.getByRole('heading', { level: 2, name: 'Your score is locked' }).waitFor();
    await expect(page.getByRole('figure', { name: 'Your IQ certificate' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Download Certificate (PDF)' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // A browser that refuses the clipboard: the link is left selected and the page says how to copy it.
    const field = page.getByLabel('Your referral link');
    const link = await field.inputValue();
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your browser did not allow copying. The link is selected' }).waitFor();
    await expect(field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).resolves.toEqual([0, link.length]);
    await expectAccessible(page);
    await context.close();
  });
});
