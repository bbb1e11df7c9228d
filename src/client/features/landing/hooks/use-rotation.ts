import { useEffect, useState } from 'react';

/** An index that steps through `length` items every `intervalMs`, standing still while paused. */
export function useRotation(length: number, intervalMs: number, paused: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (paused || length < 2) return;
    const timer = window.setInterval(() => setTick((t) => t + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs, paused]);
  return length > 0 ? tick % length : 0;
}
