import type { ProviderKind } from '../../../../shared/schemas/payments';
import type { Db, Tx } from '../../../db/client';
import type { Logger } from '../../../lib/logger';

/** What every ledger step needs: the transaction it runs in, whose provider's ids it stores, and the time. */
export interface LedgerContext {
  tx: Db | Tx;
  provider: ProviderKind;
  now: Date;
  logger: Logger;
}

/**
 * Work that must wait until the ledger's transaction has committed: it calls the provider or opens its own
 * transaction, and PGlite's single connection would deadlock inside ours.
 */
export type FollowUp =
  | { kind: 'link-funnel'; userId: string; visitorId: string }
  | { kind: 'trial-subscription'; purchaseId: string };
