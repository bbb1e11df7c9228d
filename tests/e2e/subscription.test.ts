import { describe, expect, it } from 'vitest';
import { VIEWPORTS, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { signInByMagicLink, uniqueEmail } from './support/auth';
import { expectPath } from './support/funnel';
import { becomePaidUser } from './support/payments';

const app = appUnderTest();

describe.each(VIEWPORTS)('the subscription in the signed-in area at $width px', (viewport) => {
  it('shows the trial and its next charge, and cancels in two clicks', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/');
    await becomePaidUser(page, uniqueEmail('subscriber', viewport));

    // The dashboard leads to the help center's subscription group, where the membership is managed.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Subscription and billing' }).click();
    await expectPath(page, '/profile/help');
    const card = page.getByRole('region', { name: 'Your subscription' });
    await card.waitFor();
    await card.getByText('Trial', { exact: true }).waitFor();
    await card.getByText(/^Next charge: \$29\.99 on \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    await card.getByText(/^Trial ends on /).waitFor();
    // The trial's $1.00, as the provider confirmed it, with spec §4's status label.
    const payments = page.getByRole('region', { name: 'Your payments' });
    await payments.getByText('$1.00', { exact: true }).waitFor();
    await payments.getByText('Paid', { exact: true }).waitFor();
    await expectAccessible(page);

    // Click one: the confirmation, which says what happens.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByText(/You will not be charged again\. You keep full access until /).waitFor();
    await expectAccessible(page);
    // Click two.
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

    await page.getByText('Subscription cancelled').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await card.getByText(/^No further charges; access until \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    await expect(page.getByRole('button', { name: 'Cancel subscription' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // The server agrees, and a reload shows the same.
    const res = await page.request.get('/api/payments/subscription');
    expect((await res.json()).subscription).toMatchObject({ cancelAtPeriodEnd: true, nextChargeAt: null });
    await page.reload();
    await card.getByText(/^No further charges; access until /).waitFor();
    await context.close();
  });

  it('shows no subscription to a user who never subscribed', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await signInByMagicLink(page, app.server.baseURL, uniqueEmail('free', viewport));
    await page.goto('/profile/help');
    await page.getByRole('region', { name: 'Subscription management' }).getByText('You have no membership. Nothing will be charged to you.').waitFor();
    await expect(page.getByRole('heading', { name: 'Your subscription' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Cancel subscription' }).count()).resolves.toBe(0);
    await context.close();
  });
});
