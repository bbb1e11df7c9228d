import { describe, expect, it } from 'vitest';
import { currentAccount, openMenuIfFolded, signInByMagicLink, uniqueEmail } from './support/auth';
import { VIEWPORTS, allowPageErrors, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { expectPath } from './support/funnel';

const ADMIN = 'operator@example.com';

const app = appUnderTest({}, { admins: [ADMIN] });

/** A regular account, made the way a visitor makes one (a same-origin request, as the browser sends it). */
async function signUpUser(email: string, name: string) {
  const res = await fetch(`${app.server.baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.server.baseURL },
    body: JSON.stringify({ name, email, password: 'a long enough password' }),
  });
  expect(res.status).toBe(200);
}

describe.each(VIEWPORTS)('the admin portal at $width px', (viewport) => {
  it('refuses a visitor who is not an admin, and signs them out', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/admin');
    await page.getByText('Access Denied').first().waitFor();
    await expectPath(page, '/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expectAccessible(page);

    const email = uniqueEmail('not-admin', viewport);
    await signInByMagicLink(page, app.server.baseURL, email);
    await expectPath(page, '/admin/login');
    await page.getByText('Access Denied').first().waitFor();
    await page.getByText("You don't have admin privileges").first().waitFor();
    await expect.poll(() => currentAccount(page), { timeout: 10_000 }).toBeNull();
    await context.close();
  });

  it('lets an admin in by magic link, to search users and change a role', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    const member = uniqueEmail('member', viewport);
    const name = `Member ${viewport.name}`;
    await signUpUser(member, name);

    await page.goto('/admin/login');
    await signInByMagicLink(page, app.server.baseURL, ADMIN);
    await expectPath(page, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    await page.getByRole('list', { name: 'Users' }).getByText(ADMIN).waitFor();
    await expectAccessible(page);
    await openMenuIfFolded(page, viewport);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
    await page.keyboard.press('Escape');

    // The list follows the search once the typing pauses.
    const rows = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await page.getByLabel('Search users').fill(member);
    await expect.poll(() => rows.count()).toBe(1);
    const memberRole = page.getByLabel(`Role of ${name}`);
    await expect(memberRole.inputValue()).resolves.toBe('user');
    await memberRole.selectOption('moderator');
    await page.getByText('User role updated successfully').first().waitFor();
    await expect.poll(() => memberRole.inputValue()).toBe('moderator');

    await page.getByLabel('Search users').fill('nobody-matches-this');
    await page.getByText('No users found for your search.').waitFor();

    // The only admin cannot take their own admin role away.
    allowPageErrors(context, /status of 409 .*\/api\/admin\/users\/[^/]+\/role$/);
    await page.getByLabel('Search users').fill(ADMIN);
    await expect.poll(() => rows.count()).toBe(1);
    const ownRole = page.getByLabel(/^Role of /);
    await ownRole.selectOption('user');
    await page.getByText('This is the only admin. Make another user admin before changing this role.').first().waitFor();
    await expect.poll(() => ownRole.inputValue()).toBe('admin');

    // Signed in as an admin, the admin login goes straight on to the portal.
    await page.goto('/admin/login');
    await expectPath(page, '/admin');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expectPath(page, '/admin/login');
    await expect(currentAccount(page)).resolves.toBeNull();
    await context.close();
  });
});
