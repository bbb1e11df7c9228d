/** One e-mail, as the queue stores it: every message has an HTML part and a plain-text part. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Writes a message to the durable queue; the worker delivers it. Returns the queued message's id. */
export interface Mailer {
  enqueue(message: MailMessage): Promise<string>;
}

/** Delivers due messages from the queue, retrying failures with backoff. */
export interface MailWorker {
  start(): void;
  stop(): Promise<void>;
  /** Delivers every due message once; returns how many were sent. For tests and shutdown. */
  runOnce(): Promise<number>;
}
