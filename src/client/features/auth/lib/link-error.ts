/**
 * better-auth sends a visitor whose e-mail link or provider sign-in failed back to the page they started from
 * with `?error=CODE`; the codes of an unusable link get their own wording.
 */
export function linkErrorMessage(code: string | null): string | null {
  if (!code) return null;
  if (code === 'INVALID_TOKEN' || code === 'EXPIRED_TOKEN') return 'This sign-in link is invalid or has expired. Please request a new one.';
  if (code === 'new_user_signup_disabled') return 'There is no account for this e-mail address.';
  return 'Sign-in did not complete. Please try again.';
}
