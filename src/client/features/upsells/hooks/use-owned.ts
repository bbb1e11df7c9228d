import type { ProductCode } from '@shared/payments/products';
import { useEntitlements } from '../api/use-entitlements';
import { isOwned } from '../lib/owned-products';

/**
 * What the upsell pages need to know about the user's purchases: which offers they own, whether that is still
 * being read, and whether the trial's saved card should pay in one click (a signed-in buyer of the trial).
 */
export function useOwned() {
  const { session, entitlements } = useEntitlements();
  const signedIn = session.status === 'signed-in';
  return {
    owns: (code: ProductCode) => isOwned(code, entitlements.data),
    checking: session.status === 'pending' || (signedIn && entitlements.isPending),
    expectOneClick: signedIn && (entitlements.data?.products.includes('trial') ?? false),
  };
}
