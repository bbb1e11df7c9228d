/** Spec §5 and §8: the messages of the confirm-e-mail step. */
export const CONFIRM_MESSAGES = {
  empty: 'Please enter your email address to confirm.',
  mismatch: "Email addresses don't match. Please try again.",
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Spec §5: the re-entered address must not be empty and must equal the known one, ignoring case; null when it does. */
export function checkConfirmation(known: string, typed: string): string | null {
  const entered = typed.trim();
  if (!entered) return CONFIRM_MESSAGES.empty;
  if (entered.toLowerCase() !== known.trim().toLowerCase()) return CONFIRM_MESSAGES.mismatch;
  return null;
}
