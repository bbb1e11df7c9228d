import { type Entitlement, PRODUCTS, PRODUCT_CODES, type ProductCode } from '@shared/payments/products';
import type { EntitlementsResponse } from '@shared/schemas/payments';

/**
 * Whether buying `code` would add nothing: the user bought it, or already owns everything it grants (the
 * extended report is part of the ultra pack, the premium bundle repeats the ultra pack). We never sell that twice.
 */
export function isOwned(code: ProductCode, owned: EntitlementsResponse | undefined): boolean {
  if (!owned) return false;
  if (owned.products.includes(code)) return true;
  const have = new Set<Entitlement>(owned.entitlements);
  return PRODUCTS[code].grants.every((grant) => have.has(grant));
}

/** The products the user bought, in the catalogue's order, for lists of what they own. */
export function ownedProducts(owned: EntitlementsResponse | undefined): ProductCode[] {
  if (!owned) return [];
  return PRODUCT_CODES.filter((code) => owned.products.includes(code));
}
