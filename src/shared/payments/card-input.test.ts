import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, parseCardInput } from './card-input';

const now = new Date('2026-03-10T12:00:00Z');

describe('card entry (spec §5)', () => {
  it('groups the number by 4, digits only, at most 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('42424242424242424242')).toHaveLength(19);
  });

  it('shows the expiry as MM/YY and the code as up to 4 digits', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('parses a complete card', () => {
    expect(parseCardInput({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: ' Ada ' }, now)).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' },
    });
  });

  it("names the first incomplete field in Stripe's words", () => {
    expect(parseCardInput({ number: '4242', expiry: '12/30', cvc: '123', name: '' }, now)).toEqual({ error: 'Your card number is incomplete.' });
    expect(parseCardInput({ number: '4242424242424242', expiry: '12', cvc: '123', name: '' }, now)).toEqual({
      error: 'Your card’s expiration date is incomplete.',
    });
    expect(parseCardInput({ number: '4242424242424242', expiry: '13/30', cvc: '123', name: '' }, now)).toEqual({
      error: 'Your card’s expiration month is invalid.',
    });
    expect(parseCardInput({ number: '4242424242424242', expiry: '02/26', cvc: '123', name: '' }, now)).toEqual({
      error: 'Your card’s expiration year is in the past.',
    });
    expect(parseCardInput({ number: '4242424242424242', expiry: '03/26', cvc: '12', name: '' }, now)).toEqual({
      error: 'Your card’s security code is incomplete.',
    });
  });
});
