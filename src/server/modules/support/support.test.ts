import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_COPY } from '../../../shared/schemas/site';
import { siteSettings, supportTickets } from '../../db/schema';
import { browser, signedInAs, signUp } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { SITE_COPY_KEY } from '../site/get-site-copy';
import { SUPPORT_TICKETS_PER_HOUR } from './submit-support-ticket';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ticket = { subject: 'Certificate name', message: 'My certificate shows the wrong name.\n\nCan it be changed to Jane Q. Doe?' };
const ticketsOf = (userId: string) => t.db.select().from(supportTickets).where(eq(supportTickets.userId, userId));

describe('POST /api/support/tickets', () => {
  it('stores the ticket with the account name and e-mail and mails it to the contact address', async () => {
    const b = browser(t);
    const userId = await signUp(t, b, 'jane.asks@example.com', undefined, 'Jane Doe');
    const res = await b.post('/api/support/tickets', ticket);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ticketId: expect.any(String) });

    expect(await ticketsOf(userId)).toEqual([
      expect.objectContaining({
        id: res.json.ticketId,
        email: 'jane.asks@example.com',
        name: 'Jane Doe',
        subject: ticket.subject,
        message: ticket.message,
        createdAt: t.clock.now(),
      }),
    ]);
    const mail = await t.lastMailTo(DEFAULT_SITE_COPY.contactEmail);
    expect(mail).toMatchObject({ subject: 'Support request: Certificate name', status: 'queued' });
    expect(mail!.text).toContain('From: Jane Doe <jane.asks@example.com>');
    expect(mail!.text).toContain('My certificate shows the wrong name.');
    expect(mail!.text).toContain('Can it be changed to Jane Q. Doe?');
    expect(mail!.text).toContain(`Ticket ${res.json.ticketId}`);
  });

  it('mails the address the operator set in the site copy', async () => {
    await t.db
      .insert(siteSettings)
      .values({ key: SITE_COPY_KEY, value: { contactEmail: 'help@operator.example' }, updatedAt: t.clock.now() })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { contactEmail: 'help@operator.example' } } });
    try {
      const { browser: b, email } = await signedInAs(t, 'user');
      await b.post('/api/support/tickets', { subject: 'Billing question', message: 'Why was I charged twice this month?' });
      const mail = await t.lastMailTo('help@operator.example');
      expect(mail?.subject).toBe('Support request: Billing question');
      expect(mail?.text).toContain(email);
    } finally {
      await t.db.delete(siteSettings).where(eq(siteSettings.key, SITE_COPY_KEY));
    }
  });

  it('refuses an empty subject or a short message with 422 and the wording for the form, storing nothing', async () => {
    const { browser: b, userId } = await signedInAs(t, 'user');
    const res = await b.post('/api/support/tickets', { subject: ' ', message: 'short' });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('VALIDATION_FAILED');
    expect(res.json.error.issues).toEqual([
      { path: 'subject', message: 'Please enter a subject (at least 3 characters)' },
      { path: 'message', message: 'Please describe your question (at least 10 characters)' },
    ]);
    expect(await ticketsOf(userId)).toEqual([]);
  });

  it('refuses signed-out visitors with 401', async () => {
    const res = await browser(t).post('/api/support/tickets', ticket);
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('UNAUTHENTICATED');
  });

  it(`takes ${SUPPORT_TICKETS_PER_HOUR} tickets per user and hour, then answers 429 until the hour is over`, async () => {
    const { browser: b, userId } = await signedInAs(t, 'user');
    const other = await signedInAs(t, 'user');
    t.clock.set('2026-03-11T10:00:00Z');
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i += 1) expect((await b.post('/api/support/tickets', ticket)).status).toBe(201);
    const refused = await b.post('/api/support/tickets', ticket);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await ticketsOf(userId)).toHaveLength(SUPPORT_TICKETS_PER_HOUR);
    // The limit is per user: someone else at the same time is not affected.
    expect((await other.browser.post('/api/support/tickets', ticket)).status).toBe(201);
    t.clock.advance(3600_000);
    expect((await b.post('/api/support/tickets', ticket)).status).toBe(201);
  });
});
