import { describe, expect, it } from 'vitest';
import { CaptureLeadBodySchema, isAcceptableEmail } from './leads';

describe('the e-mail left on /email', () => {
  it('takes addresses mail can be sent to, trimmed and lower-cased', () => {
    for (const raw of ['jane.doe@example.com', '  Jane.Doe@Example.COM ', 'a+tag@sub.example.co.uk']) expect(isAcceptableEmail(raw), raw).toBe(true);
    expect(CaptureLeadBodySchema.parse({ email: '  Jane.Doe@Example.COM ' }).email).toBe('jane.doe@example.com');
  });

  it('refuses what only looks like one', () => {
    for (const raw of ['', '   ', 'a@b', 'x@', '@y.com', 'a b@c.com', 'no-at-sign.example.com', 'a@b@c.com', 'a@exa mple.com', 'a@\u0000.com']) {
      expect(isAcceptableEmail(raw), JSON.stringify(raw)).toBe(false);
      expect(CaptureLeadBodySchema.safeParse({ email: raw }).success).toBe(false);
    }
  });
});
