import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, expectAccessible, newPage } from './support/browser';
import { appUnderTest } from './support/app-under-test';
import { uniqueEmail } from './support/auth';
import { expectPath } from './support/funnel';
import { becomePaidUser } from './support/payments';

const app = appUnderTest();

/** The default contact address of the site copy (src/shared/schemas/site.ts). */
const SUPPORT_ADDRESS = 'support@iq-test.local';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The outbox's mail to `to` whose text contains `needle`; waits for the mail worker to deliver it. */
async function mailContaining(to: string, needle: string, timeoutMs = 15_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${app.server.baseURL}/api/dev/mailbox?${new URLSearchParams({ to })}`);
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.find((m) => m.text.includes(needle));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`e2e: no mail to ${to} containing ${needle}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function downloadedBytes(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await download.path());
}

describe.each(VIEWPORTS)('the help center at $width px', (viewport) => {
  it('manages the membership, downloads a receipt, links the policies and sends a support message', async () => {
    const { context, page } = await newPage(app.browser, app.server.baseURL, viewport);
    await page.goto('/');
    const email = uniqueEmail('help', viewport);
    await becomePaidUser(page, email);

    await page.goto('/profile/help');
    await page.getByRole('heading', { level: 1, name: 'How can we help?' }).waitFor();
    for (const group of ['Subscription management', 'Billing and payments', 'Legal and policies', 'Support']) {
      await page.getByRole('region', { name: group, exact: true }).waitFor();
    }
    // Subscription management: the trial with its cancel (the two clicks are covered by subscription.test.ts).
    const subscription = page.getByRole('region', { name: 'Your subscription' });
    await subscription.getByText('Trial', { exact: true }).waitFor();
    await subscription.getByRole('button', { name: 'Cancel subscription' }).waitFor();

    // Billing: the trial's payment and its receipt, a real PDF.
    const payments = page.getByRole('region', { name: 'Your payments' });
    await payments.getByText('$1.00', { exact: true }).waitFor();
    const receipt = payments.getByRole('link', { name: /^Receipt/ });
    await expect(receipt.getAttribute('href')).resolves.toMatch(/^\/api\/receipts\/[^/]+$/);
    const pdf = await downloadedBytes(page, () => receipt.click());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Support: Email Support writes to the contact address; no Live Chat unless one is configured.
    const support = page.getByRole('region', { name: 'Support', exact: true });
    await expect(support.getByRole('link', { name: 'Email Support' }).getAttribute('href')).resolves.toBe(`mailto:${SUPPORT_ADDRESS}`);
    await expect(page.getByRole('link', { name: /Live Chat/ }).count()).resolves.toBe(0);
    await expectAccessible(page);

    // The contact form: a too-short message is refused in the form, a real one is stored and mailed.
    const subject = `Certificate question ${randomBytes(3).toString('hex')}`;
    await support.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await support.getByRole('textbox', { name: 'Message', exact: true }).fill('Too short');
    await support.getByRole('button', { name: 'Send Message' }).click();
    await support.getByText('Please describe your question (at least 10 characters)').waitFor();
    await expect(support.getByRole('textbox', { name: 'Message', exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expectAccessible(page);
    const message = 'Can my certificate show my middle name as well?';
    await support.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
    await support.getByRole('button', { name: 'Send Message' }).click();
    await support.getByText(`Thanks — we received your message and will reply to ${email}.`).waitFor();
    await expectAccessible(page);
    const mail = await mailContaining(SUPPORT_ADDRESS, message);
    expect(`${mail.subject}\n${mail.text}`).toContain(subject);
    expect(mail.text).toContain(email);

    // Legal and policies: each link opens its page.
    for (const [name, path] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Refund Policy', '/refund-policy'],
    ] as const) {
      await page.getByRole('region', { name: 'Legal and policies' }).getByRole('link', { name }).click();
      await expectPath(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack();
      await expectPath(page, '/profile/help');
    }
    await context.close();
  });
});
