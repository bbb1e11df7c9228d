import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { WARNING_SECONDS, formatClock } from '../lib/quiz-clock';

/**
 * Spec §9: under 300 s a banner 'Only {time} remaining!'. The visible banner ticks with the clock; screen readers
 * get one alert when it first appears (an alert whose text changed every second would be read every second).
 */
export function TimeWarning({ remaining }: { remaining: number }) {
  const low = remaining < WARNING_SECONDS;
  const message = remaining > 0 ? `Only ${formatClock(remaining)} remaining!` : "Time's up!";
  const [announcement, setAnnouncement] = useState<string | null>(null);
  if (low && announcement === null) setAnnouncement(message);

  return (
    <>
      <div role="alert" className="sr-only">
        {announcement ?? ''}
      </div>
      {low && (
        <div aria-hidden="true" className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-amber-900">
          <p className="mx-auto flex max-w-2xl items-center justify-center gap-2 text-sm font-semibold tabular-nums">
            <TriangleAlert className="size-4 shrink-0" />
            {message}
          </p>
        </div>
      )}
    </>
  );
}
