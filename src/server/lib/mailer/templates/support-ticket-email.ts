import type { MailMessage } from '../types';
import { renderEmail } from './email-content';
import { mailDate } from './trial-reminder-email';

export interface SupportTicketEmailInput {
  ticketId: string;
  /** Who asked: the signed-in user's name and e-mail, read on the server. */
  name: string;
  email: string;
  subject: string;
  message: string;
  sentAt: Date;
}

/** A subject is one line: a line break typed into the form must not reach the mail's headers. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A request from /profile/help, mailed to the support address. The queue sends from the no-reply address, so the
 * mail says plainly whom to write back to.
 */
export function renderSupportTicketEmail(input: SupportTicketEmailInput): Omit<MailMessage, 'to'> {
  const subject = oneLine(input.subject);
  const paragraphs = input.message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
  return renderEmail({
    subject: `Support request: ${subject}`,
    preheader: `${input.name} <${input.email}> wrote: ${subject}`,
    heading: 'New support request',
    intro: [`From: ${input.name} <${input.email}>`, `Sent: ${mailDate(input.sentAt)}`, `Subject: ${subject}`, ...paragraphs],
    outro: [`To answer, write to ${input.email} (replies to this e-mail do not reach them).`],
    footer: `Ticket ${input.ticketId}. You received this e-mail because this address is the support contact of IQ Test.`,
  });
}
