import type { UpsellCode } from '@shared/payments/products';
import type { BuyUpsellResponse, EntitlementsResponse } from '@shared/schemas/payments';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** POST /api/payments/upsells (spec create-upsell-payment): names the product only; the server sets the price. */
export function buyUpsell(upsellType: UpsellCode): Promise<BuyUpsellResponse> {
  return call(api.payments.upsells.$post({ json: { upsellType } }));
}

/** GET /api/payments/entitlements: what the signed-in user owns. */
export function fetchEntitlements(): Promise<EntitlementsResponse> {
  return call(api.payments.entitlements.$get());
}
