import type { EmailContent } from './email-content';
import { escapeHtml } from './escape-html';

// Mail clients drop <style> blocks and external CSS, so every rule is inline and the structure is tables.
// Long words (a name, an address) wrap inside the card rather than widen it past a phone screen.
const BRAND = '#1d4ed8';
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const PARAGRAPH = 'margin:0 0 16px;';

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p style="${PARAGRAPH}">${escapeHtml(line)}</p>`).join('\n');
}

/** The button, and the raw link under it for mail apps that break buttons. */
function actionBlock(action: { label: string; url: string }): string {
  const url = escapeHtml(action.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background-color:${BRAND};">
<a href="${url}" style="${FONT}display:inline-block;padding:12px 24px;border-radius:6px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(action.label)}</a>
</td></tr>
</table>
<p style="${PARAGRAPH}font-size:14px;line-height:20px;color:#475569;">If the button does not work, copy this link into your browser:</p>
<p style="${PARAGRAPH}font-size:14px;line-height:20px;word-break:break-all;"><a href="${url}" style="color:${BRAND};">${url}</a></p>`;
}

/** The branded frame shared by every e-mail: wordmark, white card with one button and the raw link, footer. */
export function renderEmailHtml(content: EmailContent): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="${FONT}padding:0 8px 16px;font-size:24px;line-height:32px;font-weight:700;color:${BRAND};">IQ Test</td></tr>
<tr><td style="${FONT}background-color:#ffffff;border-radius:8px;padding:32px 24px;font-size:16px;line-height:24px;color:#0f172a;overflow-wrap:anywhere;word-break:break-word;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a;">${escapeHtml(content.heading)}</h1>
${paragraphs(content.intro)}
${content.action ? actionBlock(content.action) : ''}
${paragraphs(content.outro)}
</td></tr>
<tr><td style="${FONT}padding:16px 8px;font-size:13px;line-height:20px;color:#475569;">${escapeHtml(content.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
