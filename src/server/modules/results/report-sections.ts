import { PRODUCTS, type Entitlement, type UpsellCode } from '../../../shared/payments/products';

/** Each report section sold as an upsell, the entitlement that shows it and the offer made to everyone else. */
export const GATED_SECTIONS = {
  extendedAnalysis: { entitlement: 'extended-analysis', offer: 'extended' },
  cognitiveAnalysis: { entitlement: 'cognitive-analysis', offer: 'cognitive-analysis-report' },
  growthPackage: { entitlement: 'growth-package', offer: 'cognitive-growth-retention' },
} as const satisfies Record<string, { entitlement: Entitlement; offer: UpsellCode }>;

export type GatedSection<T> =
  | { owned: true; content: T }
  | { owned: false; upsellType: UpsellCode; name: string; priceCents: number };

/**
 * A section's content for its owners; for everyone else only the offer (name and price from the catalogue), so the
 * content is never computed for, nor sent to, a browser that has not bought it.
 */
export function gatedSection<T>(
  section: keyof typeof GATED_SECTIONS,
  owned: readonly Entitlement[],
  content: () => T,
): GatedSection<T> {
  const { entitlement, offer } = GATED_SECTIONS[section];
  if (owned.includes(entitlement)) return { owned: true, content: content() };
  const product = PRODUCTS[offer];
  return { owned: false, upsellType: offer, name: product.name, priceCents: product.priceCents };
}
