import { describe, expect, it } from 'vitest';
import { VIEWPORTS, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { currentAccount, openMenuIfFolded, signInByMagicLink, uniqueEmail } from './support/auth';
import { TEST_CARDS, payTrialAndReachSuccess, quizToCheckout } from './support/checkout';
import { expectPath } from './support/funnel';
import { ownedProducts, payOnHostedCheckout } from './support/payments';

const app = appUnderTest();

describe.each(VIEWPORTS)('the money path from /checkout to /congratulations at $width px', (viewport) => {
  it('pays the trial, confirms the e-mail, buys one upsell in one click, skips the rest and ends signed in', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    // A one-click charge must not open a checkout tab.
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));

    const email = uniqueEmail('journey', viewport);
    await expect(quizToCheckout(page, email)).resolves.toBe('/checkout');
    await payTrialAndReachSuccess(page);
    await page.getByRole('link', { name: 'Continue' }).click();

    // /confirm-email: the known address read-only; a different one is refused, the same one in another case passes.
    await expectPath(page, '/confirm-email');
    await expect(page.getByLabel('Your email address', { exact: true }).inputValue()).resolves.toBe(email);
    const confirm = page.getByRole('button', { name: 'Confirm Email' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    const again = page.getByLabel('Re-enter your email address');
    await again.fill(`other.${email}`);
    await confirm.click();
    await page.getByRole('alert').filter({ hasText: "Email addresses don't match. Please try again." }).waitFor();
    await expectAccessible(page);
    await again.fill(email.toUpperCase());
    await again.press('Enter');

    // /upsell-1: the tracker at its first step, ULTRA PACK bought in one click on the trial's saved card.
    await expectPath(page, '/upsell-1');
    const tracker = page.getByRole('navigation', { name: 'Your progress' });
    await tracker.locator('[aria-current="step"]', { hasText: 'Add Packs' }).waitFor();
    const ultra = page.getByRole('radio', { name: /ULTRA PACK/ });
    await page.getByRole('radio', { name: /EXTENDED ANALYSIS REPORT/ }).click();
    await page.getByText('One-time payment of $7.99. No subscription.').waitFor();
    await ultra.click();
    await expect(ultra.getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByText('One-time payment of $9.99. No subscription.').waitFor();
    await page.getByText('75% OFF').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Get the Offer' }).click();
    await page.getByText('Added to your account').first().waitFor();

    // Buying skipped the retention offer of that step.
    await expectPath(page, '/upsell-2');
    await tracker.locator('[aria-current="step"]', { hasText: 'Detailed Report' }).waitFor();
    await page.getByText('Cognitive Analysis Report').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Skip' }).click();

    await expectPath(page, '/upsell-2-retention');
    await page.getByText('Cognitive Growth Package').first().waitFor();
    await page.getByText('One-time payment of $4.99. No subscription.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Skip' }).click();

    // /congratulations, signed in as the buyer, with the ultra pack among what they own.
    await expectPath(page, '/congratulations');
    await page.getByRole('heading', { level: 1, name: /^Congratulations, .+!$/ }).waitFor();
    const owned = page.getByRole('list', { name: 'What you own' });
    await owned.getByRole('listitem').filter({ hasText: 'ULTRA PACK - 3 in 1' }).waitFor();
    await owned.getByRole('listitem').filter({ hasText: 'IQ Score, Certificate and Full Report' }).waitFor();
    await expect(owned.getByRole('listitem').filter({ hasText: 'Cognitive Analysis Report' }).count()).resolves.toBe(0);
    await openMenuIfFolded(page, viewport);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).waitFor();
    await expectAccessible(page);

    await expect(currentAccount(page)).resolves.toMatchObject({ email });
    await expect(ownedProducts(page)).resolves.toEqual(expect.arrayContaining(['trial', 'ultra']));
    expect(popups).toEqual([]);
    await context.close();
  });

  it('shows what the user owns on the way back through the offers, and never sells it twice', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    const email = uniqueEmail('owner', viewport);
    await quizToCheckout(page, email);
    await payTrialAndReachSuccess(page);

    await page.goto('/upsell-2-retention');
    await page.getByRole('button', { name: 'Get the Offer' }).click();
    await expectPath(page, '/congratulations');
    await page.getByRole('list', { name: 'What you own' }).getByRole('listitem').filter({ hasText: 'Cognitive Growth Package' }).waitFor();

    await page.goto('/upsell-2-retention');
    await page.getByText('Already in your account').waitFor();
    await expect(page.getByRole('button', { name: 'Get the Offer' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expectPath(page, '/congratulations');
    await context.close();
  });

  it('without a saved card, opens the hosted checkout in a new tab and the purchase shows back on the offer', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    const email = uniqueEmail('no-card', viewport);
    await signInByMagicLink(page, app.server.baseURL, email);

    await page.goto('/upsell-2');
    await page.getByText('One-time payment of $7.99. No subscription.').waitFor();
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Get the Offer' }).click()]);
    await tab.waitForURL((url) => url.pathname === '/sandbox/checkout');
    await page.getByText('The secure checkout opened in a new tab.').waitFor();
    await expectAccessible(page);

    await payOnHostedCheckout(tab, TEST_CARDS.success);
    await tab.waitForURL((url) => url.pathname === '/success');
    await tab.close();

    await expect(ownedProducts(page)).resolves.toContain('cognitive-analysis-report');
    await page.reload();
    await page.getByText('Already in your account').waitFor();
    await expect(page.getByRole('button', { name: 'Get the Offer' }).count()).resolves.toBe(0);
    await context.close();
  });
});
