import type { MailMessage } from '../types';
import { renderEmail } from './email-content';

export interface ExistingAccountEmailInput {
  /** The sign-in page, where a link can be mailed or the password reset. */
  signInUrl: string;
}

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an account: the sign-up
 * page answers alike for known and unknown addresses, so only the mailbox's owner learns the account exists.
 */
export function renderExistingAccountEmail({ signInUrl }: ExistingAccountEmailInput): Omit<MailMessage, 'to'> {
  return renderEmail({
    subject: 'You already have an IQ Test account',
    preheader: 'Someone tried to sign up with this address. Sign in instead.',
    heading: 'You already have an account',
    intro: ['Someone just tried to create an IQ Test account with this e-mail address, which already has one. Nothing was changed.'],
    action: { label: 'Sign in to IQ Test', url: signInUrl },
    outro: ['If it was you, sign in with a link sent to this address. If it was not, you can ignore this e-mail.'],
    footer: 'You received this e-mail because this address was used to sign up at IQ Test.',
  });
}
