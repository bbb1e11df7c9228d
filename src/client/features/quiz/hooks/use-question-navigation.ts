import { useCallback, useEffect, useRef, useState } from 'react';

/** Pause after a choice before the next question shows (spec §4). */
export const ADVANCE_DELAY_MS = 300;

/**
 * Which question is shown, and where focus goes when it changes: to the new question's heading after an answer
 * (the chosen option is gone), but left on the pager when the visitor pages with it, so they can keep paging.
 */
export function useQuestionNavigation(total: number, initialIndex: number, onMove: () => void) {
  const [index, setIndex] = useState(initialIndex);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const shownIndex = useRef(initialIndex);
  const advanceTimer = useRef<number | undefined>(undefined);

  const cancelAdvance = useCallback(() => window.clearTimeout(advanceTimer.current), []);
  useEffect(() => cancelAdvance, [cancelAdvance]);

  const goTo = useCallback(
    (next: number, options: { focusHeading: boolean }) => {
      cancelAdvance();
      focusHeading.current = options.focusHeading;
      setIndex(Math.min(Math.max(0, next), total - 1));
      onMove();
    },
    [cancelAdvance, onMove, total],
  );

  const advanceSoon = useCallback(
    (from: number) => {
      cancelAdvance();
      if (from >= total - 1) return;
      advanceTimer.current = window.setTimeout(() => goTo(from + 1, { focusHeading: true }), ADVANCE_DELAY_MS);
    },
    [cancelAdvance, goTo, total],
  );

  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    window.scrollTo({ top: 0 });
    const active = document.activeElement;
    if (focusHeading.current || !active || active === document.body) headingRef.current?.focus({ preventScroll: true });
    focusHeading.current = false;
  }, [index]);

  return { index, goTo, advanceSoon, cancelAdvance, headingRef };
}
