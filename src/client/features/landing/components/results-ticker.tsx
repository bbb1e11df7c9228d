import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { LatestResult } from '@shared/schemas/stats';
import { Button } from '@/components/ui/button';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useRotation } from '../hooks/use-rotation';
import { ResultRow } from './result-row';

const ROTATE_EVERY_MS = 3000;

/**
 * The latest results, the newest on top, advancing every 3 s (spec §9). Only the top entry is announced, and the
 * rotation stops under reduced motion or on request (WCAG 2.2.2).
 */
export function ResultsTicker({ results }: { results: LatestResult[] }) {
  const reduceMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const paused = pausedByUser || reduceMotion;
  const start = useRotation(results.length, ROTATE_EVERY_MS, paused);
  const ordered = results.map((_, i) => results[(start + i) % results.length]!);
  const [current, ...rest] = ordered;

  return (
    <div className="flex flex-col gap-2">
      <div aria-live="polite" aria-atomic="true">
        {current && <ResultRow result={current} highlighted />}
      </div>
      {rest.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="More recent results">
          {rest.map((result, i) => (
            <li key={i}>
              <ResultRow result={result} />
            </li>
          ))}
        </ul>
      )}
      {results.length > 1 && !reduceMotion && (
        <Button variant="ghost" className="self-end text-muted" onClick={() => setPausedByUser((p) => !p)} aria-pressed={pausedByUser}>
          {pausedByUser ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {pausedByUser ? 'Resume updates' : 'Pause updates'}
        </Button>
      )}
    </div>
  );
}
