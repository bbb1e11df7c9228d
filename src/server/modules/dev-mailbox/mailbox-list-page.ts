import { html } from 'hono/html';
import { MAILBOX_LIMIT, type OutboxMail } from './list-outbox-mail';
import { mailboxPage, mailStatus, mailTime } from './mailbox-page';

const CELL = 'padding:8px 10px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top;';

/** The latest messages, newest first; `basePath` is where the mailbox is mounted, for the links. */
export function mailboxListPage(mails: OutboxMail[], basePath: string) {
  const rows = mails.map(
    (m) => html`<tr>
<td style="${CELL}white-space:nowrap;">${mailTime(m.createdAt)}</td>
<td style="${CELL}">${m.to}</td>
<td style="${CELL}"><a href="${basePath}/${m.id}" style="color:#1d4ed8;">${m.subject}</a></td>
<td style="${CELL}">${mailStatus(m.status)}</td>
<td style="${CELL}">${m.transport ?? '–'}</td>
</tr>`,
  );
  return mailboxPage(
    'Messages',
    html`<h1 style="margin:0 0 4px;font-size:24px;">Dev mailbox</h1>
<p style="margin:0 0 16px;color:#475569;">Mail written by this app, newest first (the latest ${MAILBOX_LIMIT}). Without SMTP_URL nothing leaves this machine.</p>
${
  mails.length === 0
    ? html`<p>No messages yet.</p>`
    : html`<table style="width:100%;border-collapse:collapse;background:#ffffff;border:1px solid #e2e8f0;">
<caption style="text-align:left;padding:0 0 8px;font-weight:600;">${mails.length} ${mails.length === 1 ? 'message' : 'messages'}</caption>
<thead><tr>
<th scope="col" style="${CELL}">Time</th><th scope="col" style="${CELL}">To</th><th scope="col" style="${CELL}">Subject</th><th scope="col" style="${CELL}">Status</th><th scope="col" style="${CELL}">Transport</th>
</tr></thead>
<tbody>${rows}</tbody>
</table>`
}`,
  );
}
