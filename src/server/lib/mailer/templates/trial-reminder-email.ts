import type { MailMessage } from '../types';
import { renderEmail } from './email-content';

export interface TrialReminderEmailInput {
  /** When the trial turns into the paid membership. */
  chargeAt: Date;
  /** "$29.99" */
  price: string;
  /** Where the membership is cancelled (the signed-in area). */
  manageUrl: string;
}

/** A date as the mail says it, in UTC so every reader and every server says the same day: "March 17, 2026". */
export function mailDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** PRODUCT.md principle 6: two days before the trial converts, say what will be charged, when, and how to stop it. */
export function renderTrialReminderEmail({ chargeAt, price, manageUrl }: TrialReminderEmailInput): Omit<MailMessage, 'to'> {
  const day = mailDate(chargeAt);
  return renderEmail({
    subject: `Your IQ Test trial ends on ${day}`,
    preheader: `Your membership starts on ${day} at ${price} a month unless you cancel before then.`,
    heading: 'Your trial ends in 2 days',
    intro: [
      `Your 7-day trial ends on ${day}. Then your full access membership starts and your card is charged ${price}, and ${price} every month after that until you cancel.`,
      'To keep your membership, you do not need to do anything.',
      'If you do not want to continue, cancel before the trial ends: sign in, open your account and cancel your membership there (two clicks). You keep access until the trial ends and are not charged again.',
    ],
    action: { label: 'Manage my membership', url: manageUrl },
    outro: [],
    footer: 'You received this e-mail because you started a trial membership at IQ Test.',
  });
}
