import { ApiError } from '@/lib/api-error';
import type { SaveFailure } from './answer-saver';

/** Why the server stopped taking answers: time ran out, the attempt was submitted, or it no longer knows it. */
export type ClosedReason = 'expired' | 'submitted' | 'lost';

const CLOSED_BY_CODE: Partial<Record<ApiError['code'], ClosedReason>> = {
  ATTEMPT_EXPIRED: 'expired',
  ATTEMPT_SUBMITTED: 'submitted',
  // The visitor cookie was lost or the attempt is gone: no save to this attempt can succeed any more.
  ATTEMPT_NOT_FOUND: 'lost',
};

/** How the answer saver treats a failed save: a network or server hiccup is retried, a refusal is final. */
export function classifySaveError(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return 'transient';
  if (CLOSED_BY_CODE[error.code]) return 'closed';
  const retryable = error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  return retryable ? 'transient' : 'rejected';
}

/** For an error classified 'closed': why the attempt is closed. */
export function closedReason(error: unknown): ClosedReason {
  return (error instanceof ApiError && CLOSED_BY_CODE[error.code]) || 'submitted';
}
