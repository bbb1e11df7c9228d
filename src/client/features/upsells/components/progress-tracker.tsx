import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { UPSELL_STEPS, type UpsellStep } from '../lib/upsell-steps';

/** Spec §2 /upsell-1: where the buyer is between paying and their product; the current step is announced as such. */
export function ProgressTracker({ current }: { current: UpsellStep }) {
  return (
    <nav aria-label="Your progress">
      <ol className="flex items-start justify-between gap-2">
        {UPSELL_STEPS.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={label} aria-current={active ? 'step' : undefined} className="flex flex-1 flex-col items-center gap-1.5 text-center">
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold',
                  done && 'border-brand-700 bg-brand-700 text-white',
                  active && 'border-brand-700 bg-white text-brand-800',
                  !done && !active && 'border-gray-300 bg-white text-gray-600',
                )}
                aria-hidden="true"
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={cn('text-xs sm:text-sm', active ? 'font-semibold text-ink' : 'text-muted')}>
                {label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
