import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';

/**
 * Without SMTP the outbox table itself is the mailbox (listed at /dev/mailbox); the text part also goes to the log
 * so a developer running `npm start` sees magic links in the console.
 */
export function createDevTransport(logger: Logger): MailTransport {
  return {
    name: 'dev',
    async send(mail) {
      logger.info(
        { mailId: mail.id, to: mail.to, subject: mail.subject, text: mail.text },
        `mail (dev outbox, not sent): "${mail.subject}" to ${mail.to}, see /dev/mailbox/${mail.id}`,
      );
    },
  };
}
