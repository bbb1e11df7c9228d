import { describe, expect, it } from 'vitest';
import { VIEWPORTS, allowPageErrors, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { currentAccount, uniqueEmail } from './support/auth';
import { TEST_CARDS, countdownSeconds, payOnCheckout, payTrialAndReachSuccess, quizToCheckout, waitForCardForm } from './support/checkout';
import { expectPath } from './support/funnel';

const app = appUnderTest();

describe.each(VIEWPORTS)('the payment pages at $width px', (viewport) => {
  it('pays the trial on /checkout with 4242… and shows the trial on /success', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);

    const email = uniqueEmail('payer', viewport);
    await expect(quizToCheckout(page, email)).resolves.toBe('/checkout');
    await page.getByText('Special Offer Expires In').waitFor();
    await page.getByText('95% OFF').waitFor();
    await page.locator('s', { hasText: '$19.99' }).first().waitFor();
    await page.getByText('Test mode').first().waitFor();
    await page.getByText(/\$1\.00 today, then \$29\.99\/month after your 7-day trial until you cancel\. Cancel anytime in two clicks/).waitFor();
    await waitForCardForm(page);
    await expectAccessible(page);

    const sessionId = await payTrialAndReachSuccess(page);
    await page.getByText('Payment Successful!').first().waitFor();
    await page.getByText('Your 7-day trial has started.').first().waitFor();
    await page.getByText(`Transaction ID: ${sessionId}`).waitFor();
    await page.getByRole('heading', { name: "What's Next" }).waitFor();
    await expect(page.getByRole('link', { name: 'Continue' }).getAttribute('href')).resolves.toBe('/confirm-email');
    await expect(page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe('/');
    await expectAccessible(page);

    // Paying made the account for the lead's e-mail and signed this browser in.
    await expect(currentAccount(page)).resolves.toMatchObject({ email });
    await context.close();
  });

  it('keeps the countdown across a reload, and a declined card shows the bank’s message and charges nothing', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    // The bank's refusal is the sandbox's 402, which the browser logs.
    allowPageErrors(context, /status of 402 .*\/api\/payments\/sandbox\/confirm$/);
    await quizToCheckout(page, uniqueEmail('declined', viewport));
    await page.getByRole('timer').waitFor();
    const before = await countdownSeconds(page);
    expect(before).toBeGreaterThan(500);
    await page.waitForTimeout(2_100);
    await page.reload();
    await page.getByRole('timer').waitFor();
    const after = await countdownSeconds(page);
    // The hold is the server's: a reload shows the time that is left, not a fresh 10 minutes.
    expect(after).toBeLessThanOrEqual(before - 1);
    expect(after).toBeGreaterThan(before - 30);

    await payOnCheckout(page, TEST_CARDS.declined);
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await expect(page.getByRole('button', { name: /^Pay .* Start My Trial$/ }).isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    // No payment: no account was made for the e-mail and nothing signed this browser in.
    await expect(currentAccount(page)).resolves.toBeNull();
    await expectAccessible(page);
    await context.close();
  });

  it('opens the hosted checkout from /paywall in a new tab; cancelling leads back to /checkout', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    // An unknown promo code is the server's 422, which the browser logs.
    allowPageErrors(context, /status of 422 .*\/api\/payments\/promo$/);
    await quizToCheckout(page, uniqueEmail('paywall', viewport));
    await page.goto('/paywall');
    await page.getByText('Offer ends in').waitFor();
    await page.getByText('IQ Score only $1.00').waitFor();
    await page.getByText('Albert Einstein (est.)').waitFor();
    await expectAccessible(page);

    // The floating button scrolls to the pay section, 140 px below the top of the window.
    await page.getByRole('button', { name: 'Get My IQ Certificate Now!' }).click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('promo-code-section')!.getBoundingClientRect().top)))
      .toBe(140);

    // A code the server does not know: its message, in the modal, which then closes.
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your promo code' });
    await dialog.getByLabel('Promo code').fill('NO-SUCH-CODE');
    await dialog.getByRole('button', { name: 'Apply Code' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This promo code is not valid.' }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Continue to Secure Checkout' }).click(),
    ]);
    await tab.waitForURL((url) => url.pathname === '/sandbox/checkout');
    const cancel = tab.getByRole('link', { name: 'Cancel and return' }).or(tab.getByRole('button', { name: 'Cancel and return' }));
    await cancel.click();
    await expectPath(tab, '/cancel');
    await tab.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await expectAccessible(tab);
    await tab.getByRole('link', { name: 'Try Payment Again' }).click();
    await expectPath(tab, '/checkout');
    await waitForCardForm(tab);
    await context.close();
  });
});
