import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POPULATION_SHARE_BY_BAND, iqBand, percentileForScore, topPercentForScore } from '../../src/shared/assessment/iq-bands';
import { iqTestDefinition } from '../../src/server/db/seed/iq-test';
import { appUnderTest } from './support/app-under-test';
import { mailedLinkFor } from './support/mailbox';
import { currentAccount, uniqueEmail } from './support/auth';
import { VIEWPORTS, allowPageErrors, expectAccessible, newPage } from './support/browser';
import { expectPath } from './support/funnel';
import { ownedProducts } from './support/payments';
import { becomePaidUserWithResults, takeQuizByApi } from './support/results';

const app = appUnderTest();

interface ListedResult {
  id: string;
  unlocked: boolean;
  iqScore: number | null;
}

/** The signed-in user's results as GET /api/results answers them (newest first). */
async function listResults(page: Page): Promise<ListedResult[]> {
  const res = await page.request.get('/api/results');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: ListedResult[] }).results;
}

/** The report's score card shows `score` with the band and percentile of spec §9, and nothing of `other`. */
async function expectScoreCard(page: Page, score: number, other: number) {
  const card = page.getByRole('region', { name: 'Your IQ score' });
  await card.getByText(String(score), { exact: true }).waitFor();
  await card.getByText(iqBand(score), { exact: true }).waitFor();
  await card.getByText(`Higher than ${percentileForScore(score)}% of people`, { exact: true }).waitFor();
  await card.getByText(`Top ${topPercentForScore(score)}%`, { exact: true }).waitFor();
  await expect(card.getByText(String(other), { exact: true }).count()).resolves.toBe(0);
}

/** Answers each question with its key (questions are served in the seed's order): a top score. */
function answerCorrectly(position: number): number | null {
  return iqTestDefinition.questions[position]?.correctAnswer ?? null;
}

function resultParam(page: Page): string | null {
  return new URL(page.url()).searchParams.get('result');
}

describe.each(VIEWPORTS)('the IQ report at $width px', (viewport) => {
  it('switches between two results, sells a section in one click, shares and downloads the PDF', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.baseURL });
    await context.addInitScript((withShareSheet: boolean) => {
      if (!withShareSheet) {
        Reflect.deleteProperty(Navigator.prototype, 'share');
        return;
      }
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared?: ShareData }).shared = data;
        },
      });
    }, viewport.name === 'phone');
    // A one-click charge must not open a checkout tab.
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));

    await page.goto('/');
    // The first quiz skips every question (85, spec §9's rule for no correct answer), the second answers every one
    // correctly: two scores in different bands and percentiles.
    const scores = await becomePaidUserWithResults(page, uniqueEmail('report', viewport), [() => null, answerCorrectly]);
    const [newest, oldest] = await listResults(page);
    expect([oldest?.iqScore, newest?.iqScore]).toEqual(scores);
    const [first, second] = scores as [number, number];
    expect(iqBand(first)).not.toBe(iqBand(second));
    expect(percentileForScore(first)).not.toBe(percentileForScore(second));
    // The top score is in one of the comparison's three bands, where it is marked; the skipped one is not.
    expect(POPULATION_SHARE_BY_BAND[iqBand(second)]).toBeDefined();
    expect(POPULATION_SHARE_BY_BAND[iqBand(first)]).toBeUndefined();

    // Without ?result= the newest result; the picker says which.
    await page.goto('/profile/report');
    await page.getByRole('heading', { level: 1, name: 'Your IQ Report' }).waitFor();
    await expectScoreCard(page, second, first);
    const picker = page.getByLabel('Test history');
    await expect(picker.inputValue()).resolves.toBe(newest!.id);
    await expect(picker.locator('option').allTextContents()).resolves.toEqual([
      expect.stringMatching(new RegExp(`: IQ ${second}$`)),
      expect.stringMatching(new RegExp(`: IQ ${first}$`)),
    ]);
    const performance = page.getByRole('region', { name: 'Performance' });
    const speed = performance.getByRole('progressbar', { name: 'Processing speed' });
    await expect(speed.getAttribute('aria-valuetext')).resolves.toMatch(/^(Fast|Average) \(\d+%\)$/);
    await performance.getByRole('progressbar', { name: 'Problem solving' }).waitFor();
    const compare = page.getByRole('region', { name: 'How you compare' });
    const yourBand = compare.getByRole('listitem').filter({ hasText: iqBand(second) });
    await yourBand.getByText(`${POPULATION_SHARE_BY_BAND[iqBand(second)]}% of people`).waitFor();
    await yourBand.getByText('You', { exact: true }).waitFor();
    await expect(compare.getByText('You', { exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page);

    // The older result: its score, band and percentile, kept in the URL across a reload.
    await picker.selectOption(oldest!.id);
    await expectScoreCard(page, first, second);
    expect(resultParam(page)).toBe(oldest!.id);
    await compare.getByText(`Your band, ${iqBand(first)}, is outside these three.`).waitFor();
    await expect(compare.getByText('You', { exact: true }).count()).resolves.toBe(0);
    await page.reload();
    await expectScoreCard(page, first, second);
    await expect(picker.inputValue()).resolves.toBe(oldest!.id);
    // And back.
    await picker.selectOption(newest!.id);
    await expectScoreCard(page, second, first);
    expect(resultParam(page)).toBe(newest!.id);

    // /profile/tests links here with ?result=; an id that is not the user's falls back to the newest.
    await page.goto(`/profile/report?result=${oldest!.id}`);
    await expectScoreCard(page, first, second);
    await page.goto('/profile/report?result=00000000-0000-4000-8000-000000000000');
    await expectScoreCard(page, second, first);
    await expect.poll(() => resultParam(page)).toBe(newest!.id);

    // The trial alone: each paid section is an offer with its name and price.
    const extended = page.getByRole('region', { name: 'Extended analysis' });
    const cognitive = page.getByRole('region', { name: 'Cognitive analysis' });
    const growth = page.getByRole('region', { name: 'Growth package' });
    await extended.getByText('$7.99', { exact: true }).waitFor();
    await extended.getByText('Part of EXTENDED ANALYSIS REPORT').waitFor();
    await cognitive.getByText('$7.99', { exact: true }).waitFor();
    await growth.getByText('$4.99', { exact: true }).waitFor();
    await expect(extended.getByText('Accuracy', { exact: true }).count()).resolves.toBe(0);

    // One click on the trial's saved card: the section's content replaces its offer; the others stay offers.
    await extended.getByRole('button', { name: /^Get it/ }).click();
    await page.getByText('Added to your account').first().waitFor();
    await extended.getByText('Accuracy', { exact: true }).waitFor();
    await extended.getByRole('heading', { name: 'By question type' }).waitFor();
    await expect(extended.getByRole('button', { name: /^Get it/ }).count()).resolves.toBe(0);
    await cognitive.getByRole('button', { name: /^Get it/ }).waitFor();
    await growth.getByRole('button', { name: /^Get it/ }).waitFor();
    await expect(ownedProducts(page)).resolves.toContain('extended');
    await expectAccessible(page);

    // Download PDF: a real download of the report.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    await page.getByText('Download Started').first().waitFor();
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Share: the certificate's public page, through the share sheet on the phone (recorded here, as headless Chromium
    // has none) and copied to the clipboard on the desktop (no share sheet there).
    await page.getByText(/Sharing shares your certificate's public page/).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const publicLink = page.getByLabel('Your certificate’s public page');
    await publicLink.waitFor();
    const sheet = viewport.name === 'phone' ? await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared) : null;
    if (sheet) expect(sheet).toMatchObject({ title: 'My IQ certificate', text: expect.stringContaining(`I scored ${second} on the `) });
    const shared = sheet?.url;
    const copied = viewport.name === 'phone' ? null : await page.evaluate(() => navigator.clipboard.readText());
    if (viewport.name !== 'phone') await page.getByText('Link copied').first().waitFor();
    const url = shared ?? copied ?? '';
    expect(url).toMatch(/\/verify\/IQC(-[0-9A-Z]{4}){5}$/);
    await expect(publicLink.inputValue()).resolves.toBe(url);
    const certificateId = url.split('/').pop()!;
    const verification = await page.request.get(`/api/certificates/${certificateId}`);
    expect(verification.status()).toBe(200);
    expect(await verification.json()).toMatchObject({ certificateId, score: second });

    expect(popups).toEqual([]);
    await context.close();
  });

  it('says when results fail to load, shows the empty state without results, and a locked result with the way to unlock it', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    const email = uniqueEmail('no-results', viewport);
    await page.goto('/');
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Grace Hopper', email, password: 'correct horse battery staple' },
      headers: { origin: app.server.baseURL },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await page.goto(await mailedLinkFor(app.server.baseURL, email, 'confirm-email'));
    await expect(currentAccount(page)).resolves.toMatchObject({ email });

    // Spec §8: when the results cannot be read, the toast and a way to try again.
    allowPageErrors(context, /status of 500 .*\/api\/results$/);
    await page.route('**/api/results', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } }));
    await page.goto('/profile/report');
    await page.getByText('Failed to load test results').first().waitFor();
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    await expectAccessible(page);
    await page.unroute('**/api/results');
    await retry.click();

    await page.getByRole('heading', { level: 1, name: 'No Test Results Found' }).waitFor();
    const take = page.getByRole('link', { name: 'Take IQ Test' });
    await expectAccessible(page);
    await take.click();
    await expectPath(page, '/start');

    // A result taken while signed in, without the trial: listed, with no score, and how to unlock it.
    await takeQuizByApi(page, (i) => i % 4);
    const [locked] = await listResults(page);
    expect(locked).toMatchObject({ unlocked: false, iqScore: null });
    await page.goto('/profile/report');
    await page.getByRole('heading', { name: 'This report is locked' }).waitFor();
    await expect(page.getByLabel('Test history').locator('option').allTextContents()).resolves.toEqual([
      expect.stringMatching(/: locked \(unlocks with the trial\)$/),
    ]);
    await expect(page.getByRole('link', { name: 'Unlock with the trial' }).getAttribute('href')).resolves.toBe('/checkout');
    await expect(page.getByRole('region', { name: 'Your IQ score' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
