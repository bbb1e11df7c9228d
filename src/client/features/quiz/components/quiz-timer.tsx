import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { WARNING_SECONDS, formatClock } from '../lib/quiz-clock';

/** The time left, by the server's deadline. role="timer" is not announced on every tick. */
export function QuizTimer({ remaining }: { remaining: number }) {
  const clock = formatClock(remaining);
  const low = remaining < WARNING_SECONDS;
  return (
    <div
      role="timer"
      aria-label={`Time remaining ${clock}`}
      className={cn(
        'flex items-center gap-1.5 rounded-full px-3 py-1.5 text-base font-semibold tabular-nums transition-colors',
        low ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-800',
      )}
    >
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>{clock}</span>
    </div>
  );
}
