import { BrandLink } from '@/components/layout/brand-link';
import { AnswerProgress } from './answer-progress';
import { QuizTimer } from './quiz-timer';
import { TimeWarning } from './time-warning';

export interface QuizStatusBar {
  remaining: number;
  answered: number;
  total: number;
}

/** The quiz's own sticky header (the site header steps aside on /quiz): brand, timer and answer progress. */
export function QuizHeader({ status }: { status?: QuizStatusBar }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto max-w-2xl px-4">
        <div className="flex h-14 items-center justify-between gap-3">
          <BrandLink />
          {status && <QuizTimer remaining={status.remaining} />}
        </div>
        {status && <AnswerProgress answered={status.answered} total={status.total} />}
      </div>
      {status && <TimeWarning remaining={status.remaining} />}
    </header>
  );
}
