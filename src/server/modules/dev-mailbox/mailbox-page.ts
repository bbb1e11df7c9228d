import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The frame of the dev mailbox pages. No scripts: the site's CSP allows none inline, and none are needed. */
export function mailboxPage(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Dev mailbox · IQ Test</title>
</head>
<body style="margin:0;background:#f8fafc;color:#0f172a;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;">
<main style="max-width:1040px;margin:0 auto;padding:24px 16px;">
${body}
</main>
</body>
</html>`;
}

/** Development timestamps in UTC, the same on every machine. */
export function mailTime(date: Date | null): Html {
  if (!date) return html`–`;
  return html`<time datetime="${date.toISOString()}">${date.toISOString().slice(0, 19).replace('T', ' ')} UTC</time>`;
}

const STATUS_COLOURS: Record<string, string> = { queued: '#92400e', sending: '#1e40af', sent: '#166534', failed: '#991b1b' };

export function mailStatus(status: string): Html {
  return html`<span style="font-weight:600;color:${STATUS_COLOURS[status] ?? '#0f172a'};">${status}</span>`;
}
