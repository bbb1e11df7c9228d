/**
 * Spec §3: a result's display name, derived from the e-mail's local part ("jane.doe+iq@x" → "Jane Doe");
 * 'Test Taker' when nothing usable is left.
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split('+')[0]!
    .split(/[._\-\d]+/)
    .filter((w) => /^[\p{L}]+$/u.test(w));
  if (words.length === 0) return 'Test Taker';
  return words
    .slice(0, 3)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** "Jane Doe" → "Jane D.": first name and initial, as the landing page's latest results show them. */
export function firstNameAndInitial(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? '');
}
