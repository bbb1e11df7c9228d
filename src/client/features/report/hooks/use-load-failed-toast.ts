import { useEffect } from 'react';
import { toast } from 'sonner';

/** Spec §8 wording when the user's results cannot be read. */
export const LOAD_FAILED_MESSAGE = 'Failed to load test results';

/** Spec §8: the toast when loading fails; one toast however many parts of the page failed. */
export function useLoadFailedToast(failed: boolean) {
  useEffect(() => {
    if (failed) toast.error(LOAD_FAILED_MESSAGE, { id: 'report-load-failed' });
  }, [failed]);
}
