import type { Referral } from '@shared/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** GET /api/me/referral (spec §7 create_referral): the user's code, made on the first ask. */
export function useReferral() {
  return useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'referral'],
    queryFn: (): Promise<Referral> => call(api.me.referral.$get()),
  });
}
