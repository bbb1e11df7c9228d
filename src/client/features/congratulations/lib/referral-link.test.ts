import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('referralLink', () => {
  it('is the home page with the code as ?ref', () => {
    expect(referralLink('https://iq.example', 'K7PQ2M')).toBe('https://iq.example/?ref=K7PQ2M');
  });

  it('does not double the slash and encodes the code', () => {
    expect(referralLink('http://127.0.0.1:3000/', 'a b&c')).toBe('http://127.0.0.1:3000/?ref=a%20b%26c');
    expect(new URL(referralLink('https://iq.example', 'a b&c')).searchParams.get('ref')).toBe('a b&c');
  });
});
