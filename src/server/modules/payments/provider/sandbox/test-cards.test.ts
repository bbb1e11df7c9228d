import { describe, expect, it } from 'vitest';
import { cardOutcome, passesLuhn } from './test-cards';

const now = new Date('2026-03-10T12:00:00Z');
const card = (number: string, expMonth = 12, expYear = 2030) => ({ number, expMonth, expYear });
const message = (number: string, expMonth?: number, expYear?: number) => {
  const outcome = cardOutcome(card(number, expMonth, expYear), now);
  return outcome.ok ? 'ok' : outcome.decline.message;
};

describe('sandbox test cards', () => {
  it('lets the success cards through with their brand and last four digits', () => {
    expect(cardOutcome(card('4242424242424242'), now)).toEqual({ ok: true, brand: 'visa', last4: '4242' });
    expect(cardOutcome(card('5555555555554444'), now)).toEqual({ ok: true, brand: 'mastercard', last4: '4444' });
  });

  it("declines Stripe's decline cards with Stripe's codes and messages", () => {
    expect(cardOutcome(card('4000000000000002'), now)).toEqual({
      ok: false,
      decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
    expect(cardOutcome(card('4000000000009995'), now)).toMatchObject({ ok: false, decline: { declineCode: 'insufficient_funds' } });
    expect(message('4000000000009995')).toBe('Your card has insufficient funds.');
    expect(message('4000000000000069')).toBe('Your card has expired.');
    expect(message('4000000000000127')).toBe('Your card’s security code is incorrect.');
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(message('4242424242424241')).toBe('Your card number is invalid.');
  });

  it('refuses a real (valid, non-test) card as Stripe test mode does', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(message('4111111111111111')).toMatch(/^Your card was declined\. Your request was in test mode, but used a non test card\./);
  });

  it('treats a card as valid through the end of its expiry month', () => {
    expect(message('4242424242424242', 3, 2026)).toBe('ok');
    expect(message('4242424242424242', 2, 2026)).toBe('Your card has expired.');
  });
});
