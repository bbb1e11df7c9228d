import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultSummary } from '@shared/schemas/results';
import { chooseResult } from '../lib/choose-result';

const PARAM = 'result';

/**
 * The result the report shows, kept in the URL (?result=) so a reload or a shared link keeps the choice. A stale
 * id (another user's, or one that is gone) falls back to the newest result and the URL is corrected.
 */
export function useSelectedResult(results: readonly ResultSummary[]) {
  const [params, setParams] = useSearchParams();
  const [gone, setGone] = useState<string[]>([]);
  const requested = params.get(PARAM);
  const { selected, stale } = chooseResult(results, requested, gone);

  const select = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PARAM, id);
          return next;
        },
        // Picking among results is not a new page: Back leaves the report rather than stepping through picks.
        { replace: true },
      ),
    [setParams],
  );

  const selectedId = selected?.id ?? null;
  useEffect(() => {
    if (stale && selectedId) select(selectedId);
  }, [stale, selectedId, select]);

  /** The server answered 404 for this id: show the newest result instead. */
  const markGone = useCallback((id: string) => setGone((ids) => (ids.includes(id) ? ids : [...ids, id])), []);

  return { selected, select, markGone };
}
