import { useEffect } from 'react';
import { CONFETTI_BURSTS } from '../lib/confetti-bursts';

/**
 * Celebrates once when `enabled` turns true. canvas-confetti is imported on demand so it stays out of every other
 * chunk; a visitor who asks for reduced motion gets none. It is decoration: if its chunk fails to load, nothing shows.
 */
export function useConfetti(enabled: boolean) {
  useEffect(() => {
    if (!enabled || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    const loading = import('canvas-confetti').then(
      (module) => module.default,
      () => null,
    );
    const timers = CONFETTI_BURSTS.map((burst) =>
      window.setTimeout(() => {
        void loading.then((confetti) => {
          if (confetti && !cancelled) void confetti({ ...burst.options, disableForReducedMotion: true });
        });
      }, burst.delayMs),
    );
    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
      void loading.then((confetti) => confetti?.reset());
    };
  }, [enabled]);
}
