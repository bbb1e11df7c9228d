import { CircleCheck, Circle, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export const ANALYSIS_STEPS = [
  'Checking your answers',
  'Comparing with other test takers',
  'Calculating your IQ score',
  'Preparing your results',
] as const;

/** The index of the step under way at a given progress, each step taking an equal share. */
export function stepAt(progress: number): number {
  return Math.min(ANALYSIS_STEPS.length - 1, Math.floor(progress / (100 / ANALYSIS_STEPS.length)));
}

export function AnalysisSteps({ current, finished }: { current: number; finished: boolean }) {
  return (
    <ol className="flex flex-col gap-3">
      {ANALYSIS_STEPS.map((label, i) => {
        const done = i < current || finished;
        const active = i === current && !finished;
        const Icon = done ? CircleCheck : active ? LoaderCircle : Circle;
        return (
          <li
            key={label}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
              done && 'border-emerald-200 bg-emerald-50 text-emerald-900',
              active && 'border-brand-200 bg-brand-50 font-semibold text-brand-900',
              !done && !active && 'border-gray-200 bg-white text-muted',
            )}
          >
            <Icon className={cn('size-5 shrink-0', active && 'animate-spin')} aria-hidden="true" />
            <span>{label}</span>
            <span className="sr-only">{done ? '(done)' : active ? '(in progress)' : '(waiting)'}</span>
          </li>
        );
      })}
    </ol>
  );
}
