import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { getOutboxMail } from './get-outbox-mail';
import { listOutboxMail, MAILBOX_LIMIT } from './list-outbox-mail';
import { loopbackOnly } from './loopback-only';
import { mailboxListPage } from './mailbox-list-page';
import { mailboxMessagePage } from './mailbox-message-page';
import { mailboxPage } from './mailbox-page';

/**
 * The development outbox as web pages (mounted at /dev/mailbox, never in production: the mount is guarded where
 * the app is built), for this machine's own browsers only (loopback-only.ts). Links are built from the request path, so the pages work wherever they are mounted.
 */
export const devMailboxRoutes = new Hono<AppEnv>()
  .use(loopbackOnly)
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/', async (c) => {
    const mails = await listOutboxMail(c.get('deps').db, { limit: MAILBOX_LIMIT });
    return c.html(mailboxListPage(mails, c.req.path.replace(/\/+$/, '')));
  })
  .get('/:id', async (c) => {
    const basePath = c.req.path.replace(/\/[^/]*\/?$/, '');
    const mail = await getOutboxMail(c.get('deps').db, c.req.param('id'));
    if (!mail) {
      const body = html`<h1 style="font-size:24px;">Message not found</h1><p><a href="${basePath}" style="color:#1d4ed8;">← All messages</a></p>`;
      return c.html(mailboxPage('Message not found', body), 404);
    }
    return c.html(mailboxMessagePage(mail, basePath));
  });

const MailboxQuerySchema = z.object({ to: z.string().trim().max(320).optional() });

/** The same outbox as JSON (mounted at /api/dev/mailbox): end-to-end tests read magic links from it. */
export const devMailboxApiRoutes = new Hono<AppEnv>().get('/', loopbackOnly, validate('query', MailboxQuerySchema), async (c) => {
  const { to } = c.req.valid('query');
  const mails = await listOutboxMail(c.get('deps').db, { to, limit: MAILBOX_LIMIT });
  return c.json({
    messages: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
  });
});
