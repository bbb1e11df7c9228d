import { CircleAlert } from 'lucide-react';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-error';

/** Spec §8: the results could not be read; says why and offers to try again. */
export function ResultsLoadError({ error, retry, documentTitle }: { error: unknown; retry: () => void; documentTitle: string }) {
  return (
    <StatusMessage title="Failed to load test results" icon={<CircleAlert />} documentTitle={documentTitle}>
      <p className="mt-2 text-muted">{userMessage(error, 'Please try again in a moment.')}</p>
      <Button className="mt-6" onClick={retry}>
        Try again
      </Button>
    </StatusMessage>
  );
}
