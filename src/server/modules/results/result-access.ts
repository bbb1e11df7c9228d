import type { Entitlement } from '../../../shared/payments/products';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ownsEntitlement } from '../payments/get-entitlements';

/** What unlocks a user's scores, certificates and reports. */
export const UNLOCKING_ENTITLEMENT: Entitlement = 'full-report';

/** 402 RESULT_LOCKED unless `owned` (the user's entitlements) unlocks results. */
export function assertUnlocked(owned: readonly Entitlement[]): void {
  if (!owned.includes(UNLOCKING_ENTITLEMENT)) {
    throw new AppError('RESULT_LOCKED', 'Unlock your full report to see your score, certificate and report');
  }
}

/** The lead's rule: a user's results are unlocked while they own 'full-report' (the trial grants it; a full refund takes it away). */
export async function hasUnlockedResults(db: Db, userId: string): Promise<boolean> {
  return ownsEntitlement(db, userId, UNLOCKING_ENTITLEMENT);
}

/** 402 RESULT_LOCKED unless the user's results are unlocked. */
export async function requireUnlockedResults(db: Db, userId: string): Promise<void> {
  if (!(await hasUnlockedResults(db, userId))) assertUnlocked([]);
}
