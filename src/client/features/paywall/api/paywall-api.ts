import { useMutation } from '@tanstack/react-query';
import type { CheckoutUrlResponse, StartTrialBody, ValidatePromoResponse } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** POST /api/payments/promo: the code's discount and the trial's price with it; 422 PROMO_CODE_INVALID otherwise. */
export function useValidatePromo() {
  return useMutation({
    mutationFn: (code: string): Promise<ValidatePromoResponse> => call(api.payments.promo.$post({ json: { code } })),
  });
}

/** POST /api/payments/trial/checkout (spec create-checkout): the hosted checkout page for the trial. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (body: StartTrialBody): Promise<CheckoutUrlResponse> => call(api.payments.trial.checkout.$post({ json: body })),
  });
}
