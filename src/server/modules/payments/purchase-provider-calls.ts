import { and, eq } from 'drizzle-orm';
import { paths } from '../../../shared/app-paths';
import { purchases } from '../../db/schema';
import type { AppDeps } from '../../lib/app-env';
import type { PurchaseRow } from './find-purchase';
import { callProvider, PROVIDER_ERROR_MESSAGE } from './require-provider';

/** Where the provider's hosted checkout sends the buyer back; Stripe fills in {CHECKOUT_SESSION_ID}. */
export function successUrl(deps: Pick<AppDeps, 'payments'>): string {
  return `${deps.payments.publicUrl}${paths.success}?session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * A purchase whose provider call (creating a payment or a checkout session, which take no money) failed never reaches
 * the provider: it is closed, not left open forever. The message kept is callProvider's, which /success may show:
 * the provider's own words only for a card decline.
 */
export async function abandonOnFailure<T>(deps: AppDeps, purchase: PurchaseRow, call: () => Promise<T>, what: string): Promise<T> {
  try {
    return await callProvider(deps, what, call);
  } catch (err) {
    await deps.db
      .update(purchases)
      .set({ status: 'canceled', failureMessage: err instanceof Error ? err.message : PROVIDER_ERROR_MESSAGE })
      .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'open')));
    throw err;
  }
}

/** What the provider keeps on its object so every event about it names our purchase. */
export const metadataFor = (purchase: PurchaseRow) => ({ purchase_id: purchase.id, product: purchase.product });

