import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** Spec §4: progress rises 2% every 100 ms. */
export const PROGRESS_STEP = 2;
export const PROGRESS_TICK_MS = 100;
/** Spec §2/§4: after 5 s the visitor is sent on to the e-mail form. */
export const ANALYSIS_DURATION_MS = 5000;

/** The analysis animation's progress (0–100); moves on to /email when it is done. Timers stop on unmount. */
export function useAnalysisProgress(): number {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    // Counted from the elapsed time, so late timer ticks (a busy or background tab) do not slow the bar down.
    const started = performance.now();
    const tick = window.setInterval(() => {
      const steps = Math.floor((performance.now() - started) / PROGRESS_TICK_MS);
      setProgress(Math.min(100, steps * PROGRESS_STEP));
    }, PROGRESS_TICK_MS);
    const done = window.setTimeout(() => navigate(paths.email, { replace: true }), ANALYSIS_DURATION_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [navigate]);

  return progress;
}
