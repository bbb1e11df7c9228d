import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LOAD_FAILED_MESSAGE } from '../hooks/use-load-failed-toast';

/** Spec §8's failure, inline with a way to try again (the toast alone would leave an empty page). */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert variant="error" className="flex-col sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">{LOAD_FAILED_MESSAGE}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}
