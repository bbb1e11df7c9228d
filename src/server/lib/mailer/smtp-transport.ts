import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

/** Each step of an SMTP session may take this long; short enough that one send fits well inside a worker's lease. */
const SMTP_TIMEOUT_MS = 10_000;

/** Delivers through the mail server in SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      // Messages are plain strings we render ourselves; never let message content make the server read files or URLs.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from },
  );
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
