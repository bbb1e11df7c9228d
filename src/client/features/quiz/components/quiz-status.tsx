import type { ReactNode } from 'react';
import { QuizHeader } from './quiz-header';

interface QuizStatusProps {
  title: string;
  icon: ReactNode;
  children?: ReactNode;
  /** Loading states are announced politely as they change. */
  live?: boolean;
}

/** A full-page message on /quiz (loading, no test, an error), under the quiz header without timer. */
export function QuizStatus({ title, icon, children, live = false }: QuizStatusProps) {
  return (
    <>
      <title>{`${title} · IQ Test`}</title>
      <QuizHeader />
      <div
        className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center sm:py-24"
        role={live ? 'status' : undefined}
        aria-live={live ? 'polite' : undefined}
      >
        <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-8" aria-hidden="true">
          {icon}
        </div>
        <h1 className="mt-6 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </>
  );
}
