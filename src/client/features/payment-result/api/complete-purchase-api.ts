import { useMutation } from '@tanstack/react-query';
import type { CompletePurchaseResponse } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** POST /api/payments/purchases/complete: the purchase behind /success; signs the browser in when it made the account. */
export function useCompletePurchaseMutation() {
  return useMutation({
    mutationFn: (sessionId: string): Promise<CompletePurchaseResponse> => call(api.payments.purchases.complete.$post({ json: { sessionId } })),
  });
}
