import { Check, CloudOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A question's answer as the pager shows it: none, saved, or chosen but not saved yet. */
export type PageAnswerState = 'open' | 'answered' | 'unsaved';

interface PagerPageButtonProps {
  page: number;
  current: boolean;
  answer: PageAnswerState;
  /** Ids of the hidden notes read as the description of answered and unsaved pages. */
  noteIds: Record<Exclude<PageAnswerState, 'open'>, string>;
  onSelect(page: number): void;
}

/** One numbered page: 'Question N', aria-current on the question shown, a tick once it has an answer. */
export function PagerPageButton({ page, current, answer, noteIds, onSelect }: PagerPageButtonProps) {
  return (
    <button
      type="button"
      aria-label={`Question ${page}`}
      aria-current={current ? 'step' : undefined}
      aria-describedby={answer === 'open' ? undefined : noteIds[answer]}
      data-answered={answer === 'open' ? undefined : answer}
      onClick={() => onSelect(page)}
      className={cn(
        'relative flex size-11 items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
        current
          ? 'border-brand-700 bg-brand-700 text-white'
          : answer === 'open'
            ? 'border-gray-300 bg-white text-ink hover:bg-gray-50'
            : 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100',
      )}
    >
      {page}
      {answer !== 'open' && (
        <span
          aria-hidden="true"
          className={cn(
            'absolute -right-1 -top-1 flex size-4 items-center justify-center rounded-full text-white ring-2 ring-white',
            answer === 'answered' ? 'bg-emerald-600' : 'bg-amber-600',
          )}
        >
          {answer === 'answered' ? <Check className="size-3" strokeWidth={3} /> : <CloudOff className="size-2.5" strokeWidth={3} />}
        </span>
      )}
    </button>
  );
}
