import type { MailMessage } from '../types';
import { renderEmail } from './email-content';

export interface MagicLinkEmailInput {
  url: string;
  expiresInMinutes: number;
}

export function renderMagicLinkEmail({ url, expiresInMinutes }: MagicLinkEmailInput): Omit<MailMessage, 'to'> {
  const expiry = `${expiresInMinutes} ${expiresInMinutes === 1 ? 'minute' : 'minutes'}`;
  return renderEmail({
    subject: 'Your sign-in link for IQ Test',
    preheader: `Sign in to IQ Test with one click. The link expires in ${expiry}.`,
    heading: 'Sign in to IQ Test',
    intro: [`Use the button below to sign in. The link expires in ${expiry}.`],
    action: { label: 'Sign in to IQ Test', url },
    outro: ['If you did not ask to sign in, you can ignore this e-mail. Nobody can sign in without the link.'],
    footer: 'You received this e-mail because someone asked for a sign-in link to IQ Test for this address.',
  });
}
