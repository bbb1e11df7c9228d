/**
 * The sandbox's card outcomes: Stripe's test cards and Stripe's messages (https://docs.stripe.com/testing), so a
 * funnel tried against the sandbox behaves as it will against Stripe in test mode.
 */

export interface CardDecline {
  /** Stripe's error code (card_declined, expired_card, incorrect_cvc, incorrect_number). */
  code: string;
  /** Stripe's decline_code, when the bank gave one. */
  declineCode: string | null;
  message: string;
}

export type CardOutcome = { ok: true; brand: string; last4: string } | { ok: false; decline: CardDecline };

export interface CardToCharge {
  number: string;
  expMonth: number;
  expYear: number;
}

const DECLINED: CardDecline = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
const EXPIRED: CardDecline = { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' };

/** Test numbers with a fixed answer; every other valid number is treated as a real card, which test mode refuses. */
const TEST_CARDS: Record<string, CardDecline | null> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000000002': DECLINED,
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': EXPIRED,
  '4000000000000127': { code: 'incorrect_cvc', declineCode: null, message: 'Your card’s security code is incorrect.' },
};

const LIVE_CARD_IN_TEST_MODE: CardDecline = {
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
function hasExpired(card: CardToCharge, now: Date): boolean {
  return Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime();
}

/** What charging this card answers now: checked in Stripe's order (number, expiry, then the card's own outcome). */
export function cardOutcome(card: CardToCharge, now: Date): CardOutcome {
  if (!/^\d{12,19}$/.test(card.number) || !passesLuhn(card.number)) {
    return { ok: false, decline: { code: 'incorrect_number', declineCode: null, message: 'Your card number is invalid.' } };
  }
  if (hasExpired(card, now)) return { ok: false, decline: EXPIRED };
  const fixed = TEST_CARDS[card.number];
  if (fixed === undefined) return { ok: false, decline: LIVE_CARD_IN_TEST_MODE };
  if (fixed) return { ok: false, decline: fixed };
  return { ok: true, brand: cardBrand(card.number), last4: card.number.slice(-4) };
}
