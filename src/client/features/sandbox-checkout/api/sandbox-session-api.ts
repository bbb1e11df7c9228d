import { useMutation, useQuery } from '@tanstack/react-query';
import type { SandboxCard, SandboxSession } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { ApiError, call } from '@/lib/api-error';

export const sandboxSessionQueryKey = (sessionId: string) => ['sandbox-session', sessionId] as const;

/** GET /api/payments/sandbox/sessions/:id: what the hosted page shows. An unknown session is an answer, not a retry. */
export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: sandboxSessionQueryKey(sessionId),
    queryFn: (): Promise<SandboxSession> => call(api.payments.sandbox.sessions[':id'].$get({ param: { id: sessionId } })),
    enabled: sessionId !== '',
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/payments/sandbox/sessions/:id/pay: a decline is 402 CARD_DECLINED with the card's message. */
export function usePaySandboxSession(sessionId: string) {
  return useMutation({
    mutationFn: (card: SandboxCard): Promise<{ redirectUrl: string }> =>
      call(api.payments.sandbox.sessions[':id'].pay.$post({ param: { id: sessionId }, json: { card } })),
  });
}
