import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Viewport } from './browser';
import { magicLinkFor } from './mailbox';

/** An address no other test uses, so every test builds its own account on the shared server. */
export function uniqueEmail(label: string, viewport: Viewport): string {
  return `${label}.${viewport.name}.${randomBytes(4).toString('hex')}@example.com`;
}

/** Fills the e-mail on a magic-link form (/login, /admin/login, or /auth's Magic Link tab) and sends it. */
export async function requestMagicLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
}

/** Requests a link on the current page, then follows the one that arrives in the outbox. */
export async function signInByMagicLink(page: Page, baseURL: string, email: string) {
  const sentAfter = new Date(Date.now() - 1_000);
  await requestMagicLink(page, email);
  await page.getByText('Check your email for the magic login link!').first().waitFor();
  await page.goto(await magicLinkFor(baseURL, email, sentAfter));
}

/** The signed-in account as the API sees it (GET /api/me with the page's cookies); null when signed out. */
export async function currentAccount(page: Page): Promise<{ email: string; role: string } | null> {
  const res = await page.request.get('/api/me');
  if (res.status() === 401) return null;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { user: { email: string }; role: string };
  return { email: body.user.email, role: body.role };
}

/** Opens the phone menu when the header's links are folded into it. */
export async function openMenuIfFolded(page: Page, viewport: Viewport) {
  if (viewport.name !== 'phone') return;
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  // On a prerendered page the button is there before React has hydrated it, and a tap then does nothing (as for a
  // person on a slow phone); tap again until the menu says it is open.
  const deadline = Date.now() + 10_000;
  while ((await button.getAttribute('aria-expanded')) !== 'true') {
    if (Date.now() > deadline) throw new Error('the phone menu did not open');
    await button.click();
    await page.waitForTimeout(200);
  }
}
