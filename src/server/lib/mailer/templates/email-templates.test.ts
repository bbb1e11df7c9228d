import { describe, expect, it } from 'vitest';
import { renderMagicLinkEmail } from './magic-link-email';
import { renderVerifyEmail } from './verify-email';

const URL_WITH_QUERY = 'https://iq.example.com/api/auth/verify-email?token=t0k&callbackURL=%2Fresults';
const ESCAPED_URL = URL_WITH_QUERY.replaceAll('&', '&amp;');

describe('magic-link e-mail', () => {
  const mail = renderMagicLinkEmail({ url: URL_WITH_QUERY, expiresInMinutes: 60 });

  it('has the subject, a button and the raw link, the expiry and what to do if it was not asked for', () => {
    expect(mail.subject).toBe('Your sign-in link for IQ Test');
    expect(mail.html).toContain(`<a href="${ESCAPED_URL}"`);
    expect(mail.html.split(ESCAPED_URL).length - 1).toBeGreaterThanOrEqual(3);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('expires in 60 minutes');
      expect(part).toContain('you can ignore this e-mail');
      expect(part).toContain('IQ Test');
    }
    expect(mail.text).toContain(URL_WITH_QUERY);
  });

  it('is branded, self-contained HTML: inline styles only, table layout, language and title set', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain('<title>Your sign-in link for IQ Test</title>');
    expect(mail.html).toContain('background-color:#1d4ed8');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).not.toMatch(/<style|<link|<script/i);
    expect(mail.html).toContain('someone asked for a sign-in link');
  });

  it('refuses links that are not web links', () => {
    expect(() => renderMagicLinkEmail({ url: 'javascript:alert(1)', expiresInMinutes: 60 })).toThrow(/javascript:/);
  });
});

describe('verify e-mail', () => {
  it('escapes the name in HTML and keeps it as written in the text part', () => {
    const mail = renderVerifyEmail({ url: URL_WITH_QUERY, name: '<script>alert("x")</script> & Co' });
    expect(mail.subject).toBe('Confirm your e-mail for IQ Test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(mail.text).toContain('Hi <script>alert("x")</script> & Co,');
    expect(mail.html).toContain(`href="${ESCAPED_URL}"`);
    expect(mail.text).toContain(URL_WITH_QUERY);
  });

  it('greets without a name when there is none', () => {
    expect(renderVerifyEmail({ url: URL_WITH_QUERY, name: '  ' }).text).toContain('\nHi,\n');
    expect(renderVerifyEmail({ url: URL_WITH_QUERY }).html).toContain('>Hi,</p>');
  });
});
