import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/quiz-clock';

/**
 * Whole seconds left until a deadline on this browser's clock, re-read from the clock at each whole second, so a
 * throttled background tab or a sleeping device shows the right time as soon as it runs again.
 */
export function useCountdown(deadlineMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(deadlineMs, now);

  useEffect(() => {
    if (remaining === 0) return;
    const untilNextSecond = (deadlineMs - Date.now()) % 1000;
    const id = window.setTimeout(() => setNow(Date.now()), (untilNextSecond > 0 ? untilNextSecond : 1000) + 5);
    return () => window.clearTimeout(id);
  }, [deadlineMs, now, remaining]);

  return remaining;
}
