import { ApiError } from '@/lib/api-error';
import { useStartAttempt } from '../hooks/use-start-attempt';
import { NoQuestions } from './no-questions';
import { QuizLoading } from './quiz-loading';
import { QuizRunner } from './quiz-runner';
import { StartError } from './start-error';

/** Route /quiz: starts or resumes the visitor's attempt on the server, then runs it. */
export function QuizPage() {
  const start = useStartAttempt();
  const { data, error } = start;

  if (data && !data.result) {
    return <QuizRunner key={data.session.attempt.id} session={data.session} receivedAtMs={data.receivedAtMs} />;
  }
  if (start.isError) {
    if (error instanceof ApiError && error.code === 'NO_ACTIVE_TEST') return <NoQuestions />;
    return <StartError error={error} onRetry={() => start.mutate()} />;
  }
  // Starting, or an attempt whose time ran out on the way to the results.
  return <QuizLoading />;
}
