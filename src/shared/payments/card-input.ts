import type { SandboxCard } from '../schemas/payments';

/**
 * Card entry as typed (spec §5, the card dialog's rules, used by the sandbox's card forms): the number in groups of
 * 4 (at most 19 characters), the expiry as MM/YY (5), the security code 3-4 digits.
 */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, 19);
}

export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The typed card as the sandbox API takes it, or the message of the first field that is not complete (Stripe's wording). */
export function parseCardInput(input: CardInput, now: Date): { card: SandboxCard } | { error: string } {
  const number = input.number.replace(/\D/g, '');
  if (number.length < 12) return { error: 'Your card number is incomplete.' };
  const [mm, yy] = input.expiry.split('/');
  const expMonth = Number(mm);
  const expYear = 2000 + Number(yy);
  if (!mm || !yy || yy.length !== 2 || !Number.isInteger(expMonth) || !Number.isInteger(expYear)) {
    return { error: 'Your card’s expiration date is incomplete.' };
  }
  if (expMonth < 1 || expMonth > 12) return { error: 'Your card’s expiration month is invalid.' };
  const endOfMonth = new Date(Date.UTC(expYear, expMonth, 1));
  if (endOfMonth <= now) return { error: 'Your card’s expiration year is in the past.' };
  const cvc = input.cvc.replace(/\D/g, '');
  if (cvc.length < 3) return { error: 'Your card’s security code is incomplete.' };
  const name = input.name.trim();
  return { card: { number, expMonth, expYear, cvc, ...(name ? { name } : {}) } };
}
