import { Hono } from 'hono';
import { ResultParamsSchema, type Certificate, type LatestResultResponse, type Report, type ResultSummary, type ResultsListResponse } from '../../../shared/schemas/results';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../auth/session';
import { findOwnResult } from './find-own-result';
import { getLatestResult } from './get-latest-result';
import { getReport } from './get-report';
import { issueCertificate } from './issue-certificate';
import { listOwnResults } from './list-own-results';
import { hasUnlockedResults } from './result-access';
import { toResultSummary } from './result-summary';

/**
 * The signed-in user's own results (issue 5). Every route answers another user's result exactly like an unknown one
 * (404 RESULT_NOT_FOUND), so ids cannot be probed; scores, reports and certificates need the unlock (402 RESULT_LOCKED).
 */
export const resultsRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json<ResultsListResponse>(await listOwnResults(c.get('deps').db, signedInUser(c).id)))
  .get('/latest', requireUser, async (c) => c.json<LatestResultResponse>(await getLatestResult(c.get('deps').db, signedInUser(c))))
  .get('/:resultId', requireUser, validate('param', ResultParamsSchema), async (c) => {
    const { db } = c.get('deps');
    const userId = signedInUser(c).id;
    const row = await findOwnResult(db, userId, c.req.valid('param').resultId);
    return c.json<ResultSummary>(toResultSummary(row, await hasUnlockedResults(db, userId)));
  })
  .get('/:resultId/report', requireUser, validate('param', ResultParamsSchema), async (c) =>
    c.json<Report>(await getReport(c.get('deps'), signedInUser(c), c.req.valid('param').resultId)),
  )
  .post('/:resultId/certificate', requireUser, validate('param', ResultParamsSchema), async (c) =>
    c.json<Certificate>(await issueCertificate(c.get('deps'), signedInUser(c), c.req.valid('param').resultId)),
  );
