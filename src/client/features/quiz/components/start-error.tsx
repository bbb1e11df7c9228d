import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-error';
import { QuizStatus } from './quiz-status';

/** The test could not be started or resumed (network, server, too many requests); the visitor can try again. */
export function StartError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <QuizStatus title="We couldn't load your test" icon={<CloudOff />}>
      <p className="mt-2 text-muted" role="alert">
        {userMessage(error, 'An unexpected error occurred. Please try again.')}
      </p>
      <p className="mt-1 text-sm text-muted">Any answers you have already given are kept.</p>
      <Button className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try Again
      </Button>
    </QuizStatus>
  );
}
