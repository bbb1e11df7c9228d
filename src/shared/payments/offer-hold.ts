/** The checkout's "Special Offer Expires In" hold (PRODUCT.md principle 3). Default length; 0 turns holds off. */
export const DEFAULT_OFFER_HOLD_MINUTES = 10;

export interface OfferHoldState {
  /** The hold is off (0 minutes): the offer price always applies and no countdown is shown. */
  disabled: boolean;
  /** The offer price applies now. */
  active: boolean;
  /** Whole seconds left, 0 once expired or when disabled. */
  secondsLeft: number;
}

/** Where a hold that ends at `expiresAt` stands at `now` (null expiresAt = holds are off). */
export function offerHoldState(expiresAt: Date | null, now: Date): OfferHoldState {
  if (!expiresAt) return { disabled: true, active: true, secondsLeft: 0 };
  const secondsLeft = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return { disabled: false, active: secondsLeft > 0, secondsLeft };
}

/** "09:58": a countdown as minutes and seconds. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
