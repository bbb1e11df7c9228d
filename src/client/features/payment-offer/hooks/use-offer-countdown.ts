import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OFFER_QUERY_KEY, type Offer } from '../api/offer-api';

/** A hold's seconds that have run out on this clock are asked of the server again after this pause (its ceil may lag ours). */
const EXPIRY_RECHECK_MS = 500;

/**
 * Whole seconds left on the visitor's offer hold (PRODUCT.md principle 3). The server says how many seconds were left
 * when it answered; counting from the moment the answer arrived keeps a wrong device clock out of it. When the count
 * reaches 0 the offer is read again, so the page shows the price the server now applies rather than guessing it.
 */
export function useOfferCountdown(offer: Offer | undefined): number {
  const queryClient = useQueryClient();
  const hold = offer?.trial.hold;
  const deadlineMs = offer && hold?.active && !hold.disabled ? offer.receivedAtMs + hold.secondsLeft * 1000 : null;
  const [now, setNow] = useState(() => Date.now());
  // Never more than the server said: `now` may predate the answer by the time the request took.
  const remaining = deadlineMs === null || !hold ? 0 : Math.min(hold.secondsLeft, Math.max(0, Math.ceil((deadlineMs - now) / 1000)));

  useEffect(() => {
    if (deadlineMs === null) return;
    if (remaining === 0) {
      const id = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: OFFER_QUERY_KEY }), EXPIRY_RECHECK_MS);
      return () => window.clearTimeout(id);
    }
    // Re-read the clock at each whole second, so a throttled background tab is right as soon as it runs again.
    const untilNextSecond = (deadlineMs - Date.now()) % 1000;
    const id = window.setTimeout(() => setNow(Date.now()), (untilNextSecond > 0 ? untilNextSecond : 1000) + 5);
    return () => window.clearTimeout(id);
  }, [deadlineMs, now, remaining, queryClient]);

  return remaining;
}
