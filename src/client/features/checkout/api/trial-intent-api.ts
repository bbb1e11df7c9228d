import { useMutation } from '@tanstack/react-query';
import type { StartTrialBody, TrialIntentResponse } from '@shared/schemas/payments';
import type { SandboxCard } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** POST /api/payments/trial/intent (spec create-payment-intent): the payment the card form confirms, priced by the server. */
export function useCreateTrialIntent() {
  return useMutation({
    mutationFn: (body: StartTrialBody): Promise<TrialIntentResponse> => call(api.payments.trial.intent.$post({ json: body })),
  });
}

/** POST /api/payments/sandbox/confirm: the sandbox's confirmPayment; a decline is 402 CARD_DECLINED with the card's message. */
export function useConfirmSandboxPayment() {
  return useMutation({
    mutationFn: (body: { clientSecret: string; card: SandboxCard }) => call(api.payments.sandbox.confirm.$post({ json: body })),
  });
}
