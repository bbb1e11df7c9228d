import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createMailSystem } from '../../lib/mailer/create-mail-system';
import { renderMagicLinkEmail } from '../../lib/mailer/templates/magic-link-email';
import { renderVerifyEmail } from '../../lib/mailer/templates/verify-email';
import { createTestApp, fromAddress } from '../../test-support/create-test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let mail: ReturnType<typeof createMailSystem>;

beforeAll(async () => {
  // The real app, which mounts the dev mailbox outside production; a second mail system on the same table gives
  // the test a worker to run.
  t = await createTestApp();
  mail = createMailSystem({ db: t.db, clock: t.clock, logger: createLogger('silent'), from: 'IQ Test <no-reply@iq-test.local>' });
});
afterAll(() => t.close());

/** A request as a browser on this machine sends it: @hono/node-server's env with a loopback socket. */
const LOCAL_HOST = { headers: { host: 'localhost:3000' } };
const fromThisMachine = (path: string) => t.app.request(path, LOCAL_HOST, fromAddress('127.0.0.1'));

const link = (token: string) => `http://localhost:3000/api/auth/magic-link/verify?token=${token}&callbackURL=%2F`;

describe('dev mailbox', () => {
  it('lists the latest messages in an accessible table, newest first', async () => {
    const first = await mail.mailer.enqueue({ to: 'list@example.com', ...renderMagicLinkEmail({ url: link('one'), expiresInMinutes: 60 }) });
    await mail.worker.runOnce();
    const second = await mail.mailer.enqueue({ to: 'list@example.com', ...renderVerifyEmail({ url: link('two'), name: 'Ann' }), subject: '<b>Hi</b> & bye' });

    const res = await fromThisMachine('/dev/mailbox');
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
    const res = await fromThisMachine(`/dev/mailbox/${id}`);
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
      const res = await fromThisMachine(`/dev/mailbox/${id}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Message not found');
    }
  });

  it('returns the messages of one recipient as JSON, newest first, with the magic link in the text', async () => {
    await mail.mailer.enqueue({ to: 'json@example.com', ...renderMagicLinkEmail({ url: link('older'), expiresInMinutes: 60 }) });
    await mail.mailer.enqueue({ to: 'other@example.com', ...renderMagicLinkEmail({ url: link('other'), expiresInMinutes: 60 }) });
    const newest = await mail.mailer.enqueue({ to: 'json@example.com', ...renderMagicLinkEmail({ url: link('newer'), expiresInMinutes: 60 }) });

    const res = await fromThisMachine('/api/dev/mailbox?to=JSON@example.com');
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

    const all = (await (await fromThisMachine('/api/dev/mailbox')).json()) as { messages: unknown[] };
    expect(all.messages.length).toBeGreaterThanOrEqual(5);
    expect((await fromThisMachine(`/api/dev/mailbox?to=${'x'.repeat(400)}`)).status).toBe(422);
  });

  it('answers only this machine, judged by the socket, whatever Host or X-Forwarded-For say', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.request('/api/dev/mailbox', LOCAL_HOST, fromAddress(address))).status, address).toBe(200);
    }
    const spoofed = { headers: { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } };
    for (const address of ['10.0.0.5', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.5', '2001:db8::1']) {
      for (const path of ['/api/dev/mailbox', '/dev/mailbox', '/dev/mailbox/some-id']) {
        const res = await t.app.request(path, spoofed, fromAddress(address));
        expect(res.status, `${address} ${path}`).toBe(404);
        expect(await res.text()).not.toContain('@');
      }
    }
    // A site re-pointed at 127.0.0.1 (DNS rebinding): the browser connects from this machine under the site's name.
    for (const host of ['evil.example:3000', 'evil.example', '127.0.0.1.evil.example']) {
      expect((await t.app.request('/api/dev/mailbox', { headers: { host } }, fromAddress('127.0.0.1'))).status, host).toBe(404);
    }
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      expect((await t.app.request('/api/dev/mailbox', { headers: { host } }, fromAddress('127.0.0.1'))).status, host).toBe(200);
    }
    // Without a socket (no Node server in front) nobody is known to be local.
    expect((await t.app.request('/api/dev/mailbox')).status).toBe(404);
  });
});
