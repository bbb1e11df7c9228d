import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createMailSystem } from '../../lib/mailer/create-mail-system';
import { renderMagicLinkEmail } from '../../lib/mailer/templates/magic-link-email';
import { renderVerifyEmail } from '../../lib/mailer/templates/verify-email';
import { createTestApp } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let mail: ReturnType<typeof createMailSystem>;

beforeAll(async () => {
  // The real app, which mounts the dev mailbox outside production; a second mail system on the same table gives
  // the test a worker to run.
  t = await createTestApp();
  mail = createMailSystem({ db: t.db, clock: t.clock, logger: createLogger('silent'), from: 'IQ Test <no-reply@iq-test.local>' });
});
afterAll(() => t.close());

const link = (token: string) => `http://localhost:3000/api/auth/magic-link/verify?token=${token}&callbackURL=%2F`;

describe('dev mailbox', () => {
  it('lists the latest messages in an accessible table, newest first', async () => {
    const first = await mail.mailer.enqueue({ to: 'list@example.com', ...renderMagicLinkEmail({ url: link('one'), expiresInMinutes: 60 }) });
    await mail.worker.runOnce();
    const second = await mail.mailer.enqueue({ to: 'list@example.com', ...renderVerifyEmail({ url: link('two'), name: 'Ann' }), subject: '<b>Hi</b> & bye' });

    const res = await t.app.request('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<title>Messages · Dev mailbox · IQ Test</title>');
    expect(page).toContain('<h1');
    for (const header of ['Time', 'To', 'Subject', 'Status', 'Transport']) expect(page).toMatch(new RegExp(`<th scope="col"[^>]*>${header}</th>`));
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<b>Hi</b>');
    expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; bye');
    expect(page.indexOf(`/dev/mailbox/${second}`)).toBeGreaterThan(-1);
    expect(page.indexOf(`/dev/mailbox/${second}`)).toBeLessThan(page.indexOf(`/dev/mailbox/${first}`));
    expect(page).toContain('>sent</span>');
    expect(page).toContain('>queued</span>');
  });

  it('shows one message: headers, its links, the text part, and the HTML part inside a sandboxed frame', async () => {
    const id = await mail.mailer.enqueue({ to: 'detail@example.com', ...renderVerifyEmail({ url: link('abc'), name: '<script>alert(1)</script>' }) });
    await mail.worker.runOnce();
    const res = await t.app.request(`/dev/mailbox/${id}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>Confirm your e-mail for IQ Test · Dev mailbox · IQ Test</title>');
    expect(page).toContain('detail@example.com');
    expect(page).toContain('href="/dev/mailbox"');
    // The one real <script> text lives escaped inside srcdoc (twice escaped) and the text part (once).
    expect(page).not.toContain('<script');
    expect(page).toContain('<iframe sandbox srcdoc="&lt;!doctype html&gt;');
    expect(page).toContain('Hi &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;,');
    expect(page).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    const escapedLink = link('abc').replaceAll('&', '&amp;');
    expect(page).toContain(`<a href="${escapedLink}"`);
    expect(page).toMatch(/via dev, 0 failed attempts/);
  });

  it('answers 404 for a message that does not exist', async () => {
    for (const id of ['00000000-0000-7000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.request(`/dev/mailbox/${id}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Message not found');
    }
  });

  it('returns the messages of one recipient as JSON, newest first, with the magic link in the text', async () => {
    await mail.mailer.enqueue({ to: 'json@example.com', ...renderMagicLinkEmail({ url: link('older'), expiresInMinutes: 60 }) });
    await mail.mailer.enqueue({ to: 'other@example.com', ...renderMagicLinkEmail({ url: link('other'), expiresInMinutes: 60 }) });
    const newest = await mail.mailer.enqueue({ to: 'json@example.com', ...renderMagicLinkEmail({ url: link('newer'), expiresInMinutes: 60 }) });

    const res = await t.app.request('/api/dev/mailbox?to=JSON@example.com');
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: Array<Record<string, string>> };
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      id: newest,
      to: 'json@example.com',
      subject: 'Your sign-in link for IQ Test',
      text: expect.stringContaining(link('newer')),
      html: expect.stringContaining(link('newer').replaceAll('&', '&amp;')),
      status: 'queued',
      createdAt: t.clock.now().toISOString(),
    });
    expect(messages[1]!.text).toContain(link('older'));

    const all = (await (await t.app.request('/api/dev/mailbox')).json()) as { messages: unknown[] };
    expect(all.messages.length).toBeGreaterThanOrEqual(5);
    expect((await t.app.request(`/api/dev/mailbox?to=${'x'.repeat(400)}`)).status).toBe(422);
  });
});
