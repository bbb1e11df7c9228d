import type { MailMessage } from './types';

/** A queued message on its way out; the id lets the dev transport point at /dev/mailbox/<id>. */
export interface OutgoingMail extends MailMessage {
  id: string;
}

/** Hands one message to the outside world; throws when it could not, so the worker retries it later. */
export interface MailTransport {
  readonly name: 'smtp' | 'dev';
  send(mail: OutgoingMail): Promise<void>;
}
