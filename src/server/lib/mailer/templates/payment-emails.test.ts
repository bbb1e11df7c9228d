import { describe, expect, it } from 'vitest';
import { renderMembershipCancelledEmail } from './membership-cancelled-email';
import { renderTrialReminderEmail } from './trial-reminder-email';

describe('trial reminder e-mail', () => {
  const mail = renderTrialReminderEmail({ chargeAt: new Date('2026-03-17T12:00:00Z'), price: '$29.99', manageUrl: 'https://iq.example.com/profile' });

  it('says when, how much, and how to cancel, in both parts', () => {
    expect(mail.subject).toBe('Your IQ Test trial ends on March 17, 2026');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('March 17, 2026');
      expect(part).toContain('$29.99');
      expect(part).toContain('cancel your membership');
      expect(part).toContain('https://iq.example.com/profile');
    }
  });
});

describe('membership cancelled e-mail', () => {
  it('confirms no further charges and the last day of access', () => {
    const mail = renderMembershipCancelledEmail({ accessUntil: new Date('2026-03-17T12:00:00Z'), accountUrl: 'https://iq.example.com/profile' });
    expect(mail.subject).toBe('Your IQ Test membership is cancelled');
    expect(mail.text).toContain('There will be no further charges.');
    expect(mail.text).toContain('You keep full access until March 17, 2026.');
  });

  it('says access ended when there is no period left', () => {
    expect(renderMembershipCancelledEmail({ accessUntil: null, accountUrl: 'https://iq.example.com/profile' }).text).toContain('Your access has ended.');
  });
});
