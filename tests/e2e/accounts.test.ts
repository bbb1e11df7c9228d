import { describe, expect, it } from 'vitest';
import { currentAccount, openMenuIfFolded, signInByMagicLink, uniqueEmail } from './support/auth';
import { VIEWPORTS, allowPageErrors, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { expectPath } from './support/funnel';
import { mailedLinkFor } from './support/mailbox';

const app = appUnderTest();

const PASSWORD = 'correct horse battery staple';

describe.each(VIEWPORTS)('accounts at $width px', (viewport) => {
  it('signs up with a password at /auth, signs out, and signs in again', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    const email = uniqueEmail('password', viewport);
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expectAccessible(page);

    // The Magic Link tab, reached with the arrow key as the tabs pattern has it.
    await page.getByRole('tab', { name: 'Password' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Magic Link' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tabpanel').getByLabel('Email').fill(uniqueEmail('portal-link', viewport));
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByText('Magic Link Sent!').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Password' }).click();

    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter your email address').waitFor();
    await page.getByText('Please enter your password').waitFor();

    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await panel.getByLabel('Name').fill('Ada Lovelace');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill(PASSWORD);
    await expectAccessible(page);
    const sentAfter = new Date(Date.now() - 1_000);
    await panel.getByRole('button', { name: 'Create Account' }).click();

    // Spec: no session until the address is confirmed: 'Check Your Email'. Signing in first mails a new link.
    await page.getByText('Please check your email to confirm your account').first().waitFor();
    await page.getByText(`We sent a confirmation link to ${email}`).waitFor();
    await expectAccessible(page);
    await expect(currentAccount(page)).resolves.toBeNull();
    await mailedLinkFor(app.server.baseURL, email, 'confirm-email', sentAfter);
    // Refused on purpose below: the unconfirmed account (403), then a wrong password (401).
    allowPageErrors(context, /status of 40[13] .*\/api\/auth\/sign-in\/email$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill(PASSWORD);
    const resentAfter = new Date();
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please confirm your email first: we have sent you a new confirmation link.').first().waitFor();
    await expect(currentAccount(page)).resolves.toBeNull();

    // The newest link (the one the refused sign-in mailed) signs in; then the remembered page or /congratulations.
    const confirmLink = await mailedLinkFor(app.server.baseURL, email, 'confirm-email', resentAfter);
    expect(new URL(confirmLink).searchParams.get('callbackURL')).not.toBe('/');
    await page.goto(confirmLink);
    await expectPath(page, '/congratulations');
    await expect(currentAccount(page)).resolves.toEqual({ email, role: 'user' });
    await openMenuIfFolded(page, viewport);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed Out').first().waitFor();
    await expectPath(page, '/');
    await expect(currentAccount(page)).resolves.toBeNull();

    await page.goto('/auth');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill('not the password');
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Authentication Error').first().waitFor();
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/congratulations');
    await expect(currentAccount(page)).resolves.toMatchObject({ email });
    await context.close();
  });

  it('signs in with a magic link from /login and arrives signed in at /', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    const email = uniqueEmail('magic', viewport);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await expect(page.getByRole('link', { name: 'Start a quiz' }).getAttribute('href')).resolves.toBe('/start');
    // Without provider keys there are no provider buttons at all.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /Continue with/ }).count()).resolves.toBe(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByText('Please enter your email address').waitFor();
    await signInByMagicLink(page, app.server.baseURL, email);
    await expectPath(page, '/');
    await expect(currentAccount(page)).resolves.toMatchObject({ email, role: 'user' });
    // The prerendered home page, signed in: it hydrates first, then the header learns who is there.
    await openMenuIfFolded(page, viewport);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start Test' }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // Signed in, the login page sends them home.
    await page.goto('/login');
    await expectPath(page, '/');
    await context.close();
  });

  it('ignores a redirect that would leave the site, without a page error, and signs in to the usual page', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/auth?redirect=/..//host/x');
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.goto('/login?redirect=/..//host/x');
    await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
    await signInByMagicLink(page, app.server.baseURL, uniqueEmail('redirect', viewport));
    await expectPath(page, '/');
    expect(new URL(page.url()).host).toBe(new URL(app.server.baseURL).host);
    await context.close();
  });

  it('sends an unusable link back to /login with a message', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/api/auth/magic-link/verify?token=not-a-token&callbackURL=%2F&errorCallbackURL=%2Flogin');
    await expectPath(page, '/login');
    await page.getByText('This sign-in link is invalid or has expired. Please request a new one.').waitFor();
    await expectAccessible(page);
    await expect(currentAccount(page)).resolves.toBeNull();
    await context.close();
  });

  it('sends a signed-out visitor from /profile to /auth, and back to /profile after signing in', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    const email = uniqueEmail('profile', viewport);
    await page.goto('/');
    await openMenuIfFolded(page, viewport);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');

    const panel = page.getByRole('tabpanel');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await panel.getByLabel('Name').fill('Grace Hopper');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please check your email to confirm your account').first().waitFor();
    await page.goto(await mailedLinkFor(app.server.baseURL, email, 'confirm-email'));

    await expectPath(page, '/profile');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper' }).waitFor();
    await page.getByText(email).first().waitFor();
    await page.getByText('Level 1').waitFor();
    await page.getByText('100 XP to level 2').waitFor();
    await expect(page.getByRole('progressbar', { name: 'Progress to level 2' }).count()).resolves.toBe(1);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Signed Out').first().waitFor();
    await expectPath(page, '/');
    await page.goto('/profile');
    await page.getByText('Loading...').or(page.getByRole('heading', { name: 'Sign In' })).first().waitFor();
    await expectPath(page, '/auth');
    await context.close();
  });
});
