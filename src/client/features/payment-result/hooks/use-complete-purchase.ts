import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CompletePurchaseResponse } from '@shared/schemas/payments';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { useCompletePurchaseMutation } from '../api/complete-purchase-api';

/** A payment the provider has not confirmed yet is asked about again this often, this many times. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLLS = 5;

export type CompletePurchaseState =
  | { status: 'loading' }
  | { status: 'done'; purchase: CompletePurchaseResponse; stillPending: boolean }
  | { status: 'error'; error: unknown };

/**
 * Completes the purchase named by /success's session_id. A pending payment (its events are late) is asked about again
 * a few times; once the server has signed the buyer in, the session is read again so the header shows it.
 */
export function useCompletePurchase(sessionId: string): CompletePurchaseState {
  const queryClient = useQueryClient();
  const { mutate } = useCompletePurchaseMutation();
  const [state, setState] = useState<CompletePurchaseState>({ status: 'loading' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === sessionId) return;
    started.current = sessionId;
    let polls = 0;
    let timer: number | undefined;
    const ask = () =>
      mutate(sessionId, {
        onSuccess: (purchase) => {
          const pending = purchase.status === 'pending';
          const willPoll = pending && polls < PENDING_POLLS;
          setState({ status: 'done', purchase, stillPending: pending });
          if (purchase.signedIn) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
          if (willPoll) {
            polls += 1;
            timer = window.setTimeout(ask, PENDING_POLL_MS);
          }
        },
        onError: (error) => setState({ status: 'error', error }),
      });
    ask();
    return () => window.clearTimeout(timer);
  }, [sessionId, mutate, queryClient]);

  return state;
}
