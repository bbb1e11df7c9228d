import type { ProductCode } from '@shared/payments/products';
import { paths } from '@/config/paths';

/**
 * Where the upsell chain goes on after an upsell paid on the hosted page (spec §4 purchase funnel): a purchase
 * answers the "are you sure?" page that would follow a skip, so it moves on to the next offer, and the last
 * offers end at /congratulations.
 */
export function nextAfterUpsell(product: ProductCode): string {
  switch (product) {
    case 'ultra':
    case 'extended':
    case 'premium-bundle-retention':
      return paths.upsell2;
    default:
      return paths.congratulations;
  }
}
