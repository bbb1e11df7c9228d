import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!active) return;
    const id = window.setTimeout(() => setReached(true), delayMs);
    return () => {
      window.clearTimeout(id);
      setReached(false);
    };
  }, [active, delayMs]);
  return active && reached;
}
