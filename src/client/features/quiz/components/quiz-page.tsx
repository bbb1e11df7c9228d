import { NoActiveTest } from '@/components/no-active-test';
import { ApiError } from '@/lib/api-error';
import { useStartAttempt } from '../hooks/use-start-attempt';
import { QuizLoading } from './quiz-loading';
import { QuizRunner } from './quiz-runner';
import { QuizStatus } from './quiz-status';
import { StartError } from './start-error';

/** Route /quiz: starts or resumes the visitor's attempt on the server, then runs it. */
export function QuizPage() {
  const { data, error, isError, retry, restart } = useStartAttempt();

  if (data && !data.result) {
    const attemptId = data.session.attempt.id;
    return <QuizRunner key={attemptId} session={data.session} receivedAtMs={data.receivedAtMs} onLost={() => restart(attemptId)} />;
  }
  if (isError) {
    if (error instanceof ApiError && error.code === 'NO_ACTIVE_TEST') return <NoActiveTest frame={QuizStatus} />;
    // Network, service unavailable, or RATE_LIMITED (too many starts): the mapped wording and 'Try Again'.
    return <StartError error={error} onRetry={retry} />;
  }
  // Starting (or restarting), or an attempt whose time ran out on the way to the results.
  return <QuizLoading />;
}
