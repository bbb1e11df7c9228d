import { LoaderCircle } from 'lucide-react';
import { QuizStatus } from './quiz-status';

export function QuizLoading() {
  return (
    <QuizStatus title="Preparing your test" icon={<LoaderCircle className="animate-spin" />} live>
      <p className="mt-2 text-muted">Loading your questions...</p>
    </QuizStatus>
  );
}
