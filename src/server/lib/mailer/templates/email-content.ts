import type { MailMessage } from '../types';
import { renderEmailHtml } from './email-layout';
import { renderEmailText } from './email-text';

/**
 * What one e-mail says, as plain text. The layout escapes every value, so templates never build HTML themselves,
 * and the text part is made from the same content, so the two parts cannot drift apart.
 */
export interface EmailContent {
  subject: string;
  /** Shown by mail apps next to the subject; hidden in the body. */
  preheader: string;
  heading: string;
  intro: string[];
  /** The one button; a mail that asks nothing of its reader (a support request to the operator) has none. */
  action?: { label: string; url: string };
  outro: string[];
  /** Why the recipient got this e-mail. */
  footer: string;
}

export function renderEmail(content: EmailContent): Omit<MailMessage, 'to'> {
  const checked = content.action ? { ...content, action: { ...content.action, url: requireHttpUrl(content.action.url) } } : content;
  return { subject: content.subject, html: renderEmailHtml(checked), text: renderEmailText(checked) };
}

/** Links in our mail are always web links; anything else (javascript:, data:) is a bug upstream, not a link. */
function requireHttpUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Refusing a ${parsed.protocol} link in an e-mail`);
  return parsed.href;
}
