import type { LatestResult } from '@shared/schemas/stats';
import { cn } from '@/lib/cn';

interface ResultRowProps {
  result: LatestResult;
  highlighted?: boolean;
}

/** One real recent result: first name and initial, and the score. */
export function ResultRow({ result, highlighted = false }: ResultRowProps) {
  return (
    <div className={cn('flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors', highlighted ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-white')}>
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
        {result.name.charAt(0).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1 truncate font-medium text-ink">{result.name}</span>
      <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-semibold text-emerald-800">
        <span className="sr-only">scored </span>IQ {result.score}
      </span>
    </div>
  );
}
