import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PageAnswerState } from './pager-page-button';
import { PagerPageList } from './pager-page-list';

interface QuizPagerProps {
  /** 1-based number of the question shown. */
  current: number;
  total: number;
  answerState(page: number): PageAnswerState;
  onSelect(page: number): void;
}

const STEP_CLASS = 'h-11 min-w-32 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white';

/**
 * Previous/next and the numbered pages. Ends are marked aria-disabled rather than disabled, so the button a
 * keyboard user is on keeps focus when they reach the first or last question.
 */
export function QuizPager({ current, total, answerState, onSelect }: QuizPagerProps) {
  const atFirst = current <= 1;
  const atLast = current >= total;
  return (
    <nav aria-label="Questions" className="mt-8 border-t border-gray-200 pt-6">
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          className={STEP_CLASS}
          aria-label="Previous question"
          aria-disabled={atFirst}
          onClick={() => !atFirst && onSelect(current - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          className={STEP_CLASS}
          aria-label="Next question"
          aria-disabled={atLast}
          onClick={() => !atLast && onSelect(current + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <PagerPageList current={current} total={total} answerState={answerState} onSelect={onSelect} />
    </nav>
  );
}
