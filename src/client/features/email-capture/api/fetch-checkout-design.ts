import type { CheckoutDesign } from '@shared/payments/checkout-design';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/**
 * Which checkout design this visitor gets (PRODUCT.md, the paywall row), from GET /api/payments/offer. Any failure
 * answers 'checkout': the journey goes on, and /checkout explains a payment problem better than this page could.
 */
export async function fetchCheckoutDesign(): Promise<CheckoutDesign> {
  try {
    return (await call(api.payments.offer.$get())).design;
  } catch (error) {
    console.error('Reading the checkout design failed; using /checkout', error);
    return 'checkout';
  }
}
