import type { MailMessage } from '../types';
import { renderEmail } from './email-content';
import { mailDate } from './trial-reminder-email';

export interface MembershipCancelledEmailInput {
  /** Access lasts until this moment; nothing is charged after the cancel. */
  accessUntil: Date | null;
  accountUrl: string;
}

/** Confirms a cancel made in the signed-in area: no further charges, and how long access lasts. */
export function renderMembershipCancelledEmail({ accessUntil, accountUrl }: MembershipCancelledEmailInput): Omit<MailMessage, 'to'> {
  const until = accessUntil ? `You keep full access until ${mailDate(accessUntil)}.` : 'Your access has ended.';
  return renderEmail({
    subject: 'Your IQ Test membership is cancelled',
    preheader: `No further charges. ${until}`,
    heading: 'Your membership is cancelled',
    intro: ['We have cancelled your membership as you asked. There will be no further charges.', until],
    action: { label: 'Open my account', url: accountUrl },
    outro: ['Changed your mind? You can start a new membership from the site at any time.'],
    footer: 'You received this e-mail because the membership of this address was cancelled at IQ Test.',
  });
}
