import type { MailMessage } from '../types';
import { renderEmail } from './email-content';

export interface VerifyEmailInput {
  url: string;
  /** The name given at sign-up; may be empty. */
  name?: string | null;
}

export function renderVerifyEmail({ url, name }: VerifyEmailInput): Omit<MailMessage, 'to'> {
  const cleanName = name?.replace(/\s+/g, ' ').trim();
  return renderEmail({
    subject: 'Confirm your e-mail for IQ Test',
    preheader: 'One click to confirm your e-mail address and finish signing up.',
    heading: 'Confirm your e-mail address',
    intro: [
      cleanName ? `Hi ${cleanName},` : 'Hi,',
      'Thanks for signing up for IQ Test. Please confirm that this is your e-mail address, so you can sign in and keep your results.',
    ],
    action: { label: 'Confirm my e-mail', url },
    outro: ['If you did not sign up for IQ Test, do not confirm: ignore this e-mail, and the account stays locked.'],
    footer: 'You received this e-mail because this address was used to sign up at IQ Test.',
  });
}
