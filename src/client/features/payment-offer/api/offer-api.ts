import { useQuery } from '@tanstack/react-query';
import type { OfferResponse } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** The offer with the moment it arrived on this browser's clock, so a countdown needs no trust in the device's time. */
export type Offer = OfferResponse & { receivedAtMs: number };

export const OFFER_QUERY_KEY = ['payments', 'offer'] as const;

/** GET /api/payments/offer: the trial offer as this visitor sees it now; the first call starts the server's hold. */
export async function fetchOffer(): Promise<Offer> {
  const offer: OfferResponse = await call(api.payments.offer.$get());
  return { ...offer, receivedAtMs: Date.now() };
}

/** The offer, read once per page visit: a reload asks the server again and gets the same hold, never a new one. */
export function useOffer() {
  return useQuery({ queryKey: OFFER_QUERY_KEY, queryFn: fetchOffer, staleTime: 0, refetchOnMount: 'always' });
}
