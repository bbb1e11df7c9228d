import type { ReactNode } from 'react';
import { StatusMessage } from '@/components/status-message';
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
      <QuizHeader />
      <StatusMessage title={title} icon={icon} live={live} documentTitle={`${title} · IQ Test`}>
        {children}
      </StatusMessage>
    </>
  );
}
