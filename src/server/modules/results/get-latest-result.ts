import type { LatestResultResponse } from '../../../shared/schemas/results';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/app-env';
import { currentHolderName } from './holder-name';
import { listOwnResultRows } from './list-own-results';
import { hasUnlockedResults } from './result-access';
import { toResultSummary } from './result-summary';

/** GET /api/results/latest: the newest result (or null) and the name its certificate would carry (/congratulations). */
export async function getLatestResult(db: Db, user: SessionUser): Promise<LatestResultResponse> {
  const [[latest], unlocked, holderName] = await Promise.all([
    listOwnResultRows(db, user.id, 1),
    hasUnlockedResults(db, user.id),
    currentHolderName(db, user),
  ]);
  return { result: latest ? toResultSummary(latest, unlocked) : null, holderName };
}
