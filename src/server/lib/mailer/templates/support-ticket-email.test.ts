import { describe, expect, it } from 'vitest';
import { renderSupportTicketEmail } from './support-ticket-email';

const input = {
  ticketId: '6f1c2a4e-0000-4000-8000-000000000001',
  name: 'Jane <b>Doe</b>',
  email: 'jane@example.com',
  subject: 'Where is\r\nBcc: x@evil.test my certificate?',
  message: 'I paid yesterday.\nThe certificate page is empty.\n\nCan you help?',
  sentAt: new Date('2026-03-10T12:00:00Z'),
};

describe('support ticket e-mail', () => {
  const mail = renderSupportTicketEmail(input);

  it('keeps the subject on one line, so the form cannot add headers', () => {
    expect(mail.subject).toBe('Support request: Where is Bcc: x@evil.test my certificate?');
  });

  it('says who asked, how to answer them, the message and the ticket, in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('jane@example.com');
      expect(part).toContain('To answer, write to jane@example.com');
      expect(part).toContain('March 10, 2026');
      expect(part).toContain('Can you help?');
      expect(part).toContain(`Ticket ${input.ticketId}`);
    }
    expect(mail.text).toContain('From: Jane <b>Doe</b> <jane@example.com>');
    expect(mail.text).toContain('I paid yesterday. The certificate page is empty.\n\nCan you help?');
  });

  it('escapes what the user typed in the HTML part and has no button to follow', () => {
    expect(mail.html).toContain('From: Jane &lt;b&gt;Doe&lt;/b&gt; &lt;jane@example.com&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<a href');
    expect(mail.text).not.toContain('http');
  });
});
