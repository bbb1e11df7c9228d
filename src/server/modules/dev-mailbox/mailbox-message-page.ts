import { html } from 'hono/html';
import type { OutboxMail } from './list-outbox-mail';
import { mailboxPage, mailStatus, mailTime } from './mailbox-page';

const TERM = 'font-weight:600;';
const DETAIL = 'margin:0 0 8px;';

/** The web links in a message's text part, so a developer can follow a magic link with one click. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/**
 * One message. The HTML part is shown in a sandboxed iframe (no scripts, no same-origin access), written into
 * srcdoc; the html helper escapes it for the attribute, so the message cannot break out of the frame.
 */
export function mailboxMessagePage(mail: OutboxMail, basePath: string) {
  const links = linksIn(mail.text);
  return mailboxPage(
    mail.subject,
    html`<p style="margin:0 0 12px;"><a href="${basePath}" style="color:#1d4ed8;">← All messages</a></p>
<h1 style="margin:0 0 16px;font-size:24px;">${mail.subject}</h1>
<dl style="display:grid;grid-template-columns:max-content 1fr;gap:0 16px;margin:0 0 20px;">
<dt style="${TERM}">To</dt><dd style="${DETAIL}">${mail.to}</dd>
<dt style="${TERM}">Written</dt><dd style="${DETAIL}">${mailTime(mail.createdAt)}</dd>
<dt style="${TERM}">Status</dt><dd style="${DETAIL}">${mailStatus(mail.status)}${mail.transport ? ` via ${mail.transport}` : ''}, ${mail.attempts} failed ${mail.attempts === 1 ? 'attempt' : 'attempts'}</dd>
<dt style="${TERM}">Sent</dt><dd style="${DETAIL}">${mailTime(mail.sentAt)}</dd>
${mail.lastError ? html`<dt style="${TERM}">Last error</dt><dd style="${DETAIL}">${mail.lastError}</dd>` : ''}
</dl>
${
  links.length > 0
    ? html`<h2 style="font-size:18px;margin:0 0 8px;">Links</h2>
<ul style="margin:0 0 20px;padding-left:20px;">${links.map((href) => html`<li style="word-break:break-all;"><a href="${href}" style="color:#1d4ed8;">${href}</a></li>`)}</ul>`
    : ''
}
<h2 style="font-size:18px;margin:0 0 8px;">HTML part</h2>
<iframe sandbox srcdoc="${mail.html}" title="HTML part of the message" style="width:100%;height:560px;border:1px solid #e2e8f0;background:#ffffff;margin:0 0 20px;"></iframe>
<h2 style="font-size:18px;margin:0 0 8px;">Text part</h2>
<pre style="white-space:pre-wrap;word-break:break-word;background:#ffffff;border:1px solid #e2e8f0;padding:12px;margin:0;">${mail.text}</pre>`,
  );
}
