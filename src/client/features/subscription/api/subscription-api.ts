import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentHistoryResponse, SubscriptionResponse } from '@shared/schemas/payments';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** Under the account's key, so signing out forgets it. */
const SUBSCRIPTION_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'payments', 'subscription'] as const;

/** GET /api/payments/subscription (spec check-subscription): the signed-in user's subscription, or null. */
export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: (): Promise<SubscriptionResponse> => call(api.payments.subscription.$get()),
  });
}

/** POST /api/payments/subscription/cancel: no further charges; it answers the subscription as it now stands. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SubscriptionResponse> => call(api.payments.subscription.cancel.$post()),
    onSuccess: (data) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, data),
  });
}

const HISTORY_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'payments', 'history'] as const;

/** GET /api/payments/history: the signed-in user's payments, newest first. */
export function usePaymentHistory() {
  return useQuery({
    queryKey: HISTORY_QUERY_KEY,
    queryFn: (): Promise<PaymentHistoryResponse> => call(api.payments.history.$get()),
  });
}
