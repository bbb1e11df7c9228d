import type { OfferResponse } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** GET /api/payments/offer: carries the buyer's e-mail (the signed-in user's, else the lead's). */
export function fetchOffer(): Promise<OfferResponse> {
  return call(api.payments.offer.$get());
}
