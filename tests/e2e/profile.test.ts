import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { openMenuIfFolded, signInByMagicLink, uniqueEmail } from './support/auth';
import { expectPath } from './support/funnel';
import { becomePaidUserWithResults, takeQuizByApi } from './support/results';

const app = appUnderTest();

/** A dashboard tile, by its label. */
const tile = (page: Page, label: string) => page.getByRole('group', { name: label });

async function apiJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), `GET ${url}`).toBe(200);
  return (await res.json()) as T;
}

describe.each(VIEWPORTS)('the signed-in dashboard and My Test Results at $width px', (viewport) => {
  it('shows tiles, activity and referrals from the paid user’s own data, and saves the profile dialog', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/');
    const email = uniqueEmail('dashboard', viewport);
    const [score] = await becomePaidUserWithResults(page, email, [(i) => i % 3]);

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    await tile(page, 'Tests Taken').getByText('1', { exact: true }).waitFor();
    await tile(page, 'Best Score').getByText(String(score), { exact: true }).waitFor();
    // Finishing the test earned 100 XP once the result joined the account: level 2 (100–399 XP).
    const level = tile(page, 'Level');
    await level.getByText('Level 2', { exact: true }).waitFor();
    await level.getByText('100 XP in total').waitFor();
    await level.getByText('300 XP to level 3', { exact: true }).waitFor();
    await expect(level.getByRole('progressbar', { name: 'Progress to level 3' }).getAttribute('aria-valuenow')).resolves.toBe('0');
    await tile(page, 'Days Active').getByText('1', { exact: true }).waitFor();
    await tile(page, 'Days Active').getByText('Current streak: 1 day').waitFor();

    const activity = page.getByRole('region', { name: 'Recent activity' });
    await activity.getByRole('listitem').filter({ hasText: 'Completed the IQ Test' }).filter({ hasText: `Score ${score}` }).waitFor();
    await activity.getByRole('listitem').filter({ hasText: 'IQ Score, Certificate and Full Report' }).filter({ hasText: '$1.00' }).waitFor();

    const referral = page.getByRole('region', { name: 'Invite friends' });
    await referral.getByText('Friends referred: 0').waitFor();
    const { code } = await apiJson<{ code: string }>(page, '/api/me/referral');
    await expect(referral.getByLabel('Your referral link').inputValue()).resolves.toBe(`${app.server.baseURL}/?ref=${code}`);

    const actions = page.getByRole('region', { name: 'Quick actions' });
    await expect(actions.getByRole('link', { name: 'Take New Test' }).getAttribute('href')).resolves.toBe('/start');
    await expect(actions.getByRole('link', { name: 'View Results' }).getAttribute('href')).resolves.toBe('/profile/tests');
    await expect(actions.getByRole('link', { name: 'Get Support' }).getAttribute('href')).resolves.toBe('/profile/help');
    await expectAccessible(page);

    // Settings: the dialog validates, saves the name and the language, and the welcome shows the name at once.
    await actions.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile settings' });
    const name = dialog.getByLabel('Name');
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(email);
    await expect(dialog.getByLabel('Email').getAttribute('readonly')).resolves.not.toBeNull();
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Update Changes' }).click();
    await dialog.getByText('Please enter your name').waitFor();
    await name.fill('Ada Lovelace');
    await dialog.getByLabel('Language').selectOption({ label: 'Spanish (translation coming soon)' });
    await dialog.getByText(/The site stays in English for now/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Update Changes' }).click();
    await page.getByText('Settings Updated').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' }).waitFor();
    await expect(apiJson(page, '/api/me/profile')).resolves.toEqual({ name: 'Ada Lovelace', email, language: 'es' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' }).waitFor();
    await actions.getByRole('button', { name: 'Settings' }).click();
    await expect(dialog.getByLabel('Language').inputValue()).resolves.toBe('es');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The header leads to the member pages (in the menu on phones).
    await openMenuIfFolded(page, viewport);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Report' }).getAttribute('href')).resolves.toBe('/profile/report');
    await expect(nav.getByRole('link', { name: 'Help' }).getAttribute('href')).resolves.toBe('/profile/help');
    await nav.getByRole('link', { name: 'My Results' }).click();
    await expectPath(page, '/profile/tests');
    await context.close();
  });

  it('lists the result with its report link and downloads its certificate as a PDF', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/');
    const [score] = await becomePaidUserWithResults(page, uniqueEmail('results', viewport), [() => 1]);
    const { results } = await apiJson<{ results: Array<{ id: string }> }>(page, '/api/results');
    expect(results).toHaveLength(1);

    await page.goto('/profile/tests');
    await page.getByRole('heading', { level: 1, name: 'My Test Results' }).waitFor();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^IQ Test/ }) });
    await item.getByText(String(score), { exact: true }).waitFor();
    await item.getByText('Paid', { exact: true }).waitFor();
    await expect(item.getByRole('link', { name: 'View Results' }).getAttribute('href')).resolves.toBe(`/profile/report?result=${results[0]!.id}`);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: 'Certificate' }).click()]);
    await page.getByText('Download Started').first().waitFor();
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });

  it('shows a locked result without its score or certificate, and the empty states', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await signInByMagicLink(page, app.server.baseURL, uniqueEmail('unpaid', viewport));
    await expectPath(page, '/');

    await page.goto('/profile/tests');
    await page.getByRole('heading', { name: 'No test results yet' }).waitFor();
    await expect(page.getByRole('link', { name: 'Browse Available Tests' }).getAttribute('href')).resolves.toBe('/start');
    await page.goto('/profile');
    await tile(page, 'Tests Taken').getByText('0', { exact: true }).waitFor();
    await tile(page, 'Best Score').getByRole('link', { name: 'Take your first test' }).waitFor();
    await page.getByRole('region', { name: 'Recent activity' }).getByText(/^No activity yet/).waitFor();
    await expectAccessible(page);

    // A result without the full report: no score anywhere, the way to unlock it instead.
    await takeQuizByApi(page, () => 0);
    await page.goto('/profile/tests');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^IQ Test/ }) });
    await item.getByText('Locked', { exact: true }).waitFor();
    await expect(item.getByRole('link', { name: 'Unlock your score' }).getAttribute('href')).resolves.toBe('/checkout');
    await expect(item.getByRole('button', { name: 'Certificate' }).count()).resolves.toBe(0);
    await expect(item.getByRole('link', { name: 'View Results' }).getAttribute('href')).resolves.toMatch(/^\/profile\/report\?result=[0-9a-f-]{36}$/);
    await expect(item.getByText(/IQ score/).count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.goto('/profile');
    await tile(page, 'Tests Taken').getByText('1', { exact: true }).waitFor();
    await tile(page, 'Best Score').getByText('—', { exact: true }).waitFor();
    await expect(tile(page, 'Best Score').getByRole('link', { name: 'Unlock your score' }).getAttribute('href')).resolves.toBe('/checkout');
    await context.close();
  });
});
