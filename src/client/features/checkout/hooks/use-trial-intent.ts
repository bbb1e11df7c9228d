import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TrialIntentResponse } from '@shared/schemas/payments';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import type { Offer } from '@/features/payment-offer';
import { useCreateTrialIntent } from '../api/trial-intent-api';

export type TrialIntentState =
  | { status: 'loading' }
  | { status: 'ready'; intent: TrialIntentResponse }
  | { status: 'already-subscribed' }
  | { status: 'trial-used' }
  | { status: 'unavailable'; message: string }
  | { status: 'failed' };

/**
 * The card form's payment for this offer (spec §4: loading, then ready or 'Payment Setup Failed'). A new one is made
 * when the price today changes (the hold ran out while the page was open), so the card is never charged an amount the
 * page no longer shows.
 */
export function useTrialIntent(offer: Offer): TrialIntentState {
  const navigate = useNavigate();
  const createIntent = useCreateTrialIntent();
  const [state, setState] = useState<TrialIntentState>({ status: 'loading' });
  const requestedFor = useRef<number | null>(null);
  const priceCents = offer.trial.priceCents;
  const { mutate } = createIntent;

  useEffect(() => {
    if (requestedFor.current === priceCents) return;
    requestedFor.current = priceCents;
    setState({ status: 'loading' });
    mutate(
      {},
      {
        onSuccess: (intent) => setState(intent.clientSecret ? { status: 'ready', intent } : { status: 'failed' }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EMAIL_REQUIRED') return navigate(paths.email, { replace: true });
          if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') return setState({ status: 'already-subscribed' });
          if (error instanceof ApiError && error.code === 'TRIAL_USED') return setState({ status: 'trial-used' });
          if (error instanceof ApiError && error.code === 'PAYMENTS_UNAVAILABLE') return setState({ status: 'unavailable', message: error.message });
          console.error('Creating the payment failed', error);
          toast.error('Setup Error', { description: 'Failed to initialize payment. Please refresh and try again.' });
          setState({ status: 'failed' });
        },
      },
    );
  }, [priceCents, mutate, navigate]);

  return state;
}
