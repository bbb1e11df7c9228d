import {
  IQ_BANDS,
  POPULATION_SHARE_BY_BAND,
  iqBand,
  percentileForScore,
  problemSolvingBar,
  processingSpeedBar,
  topPercentForScore,
} from '../../../shared/assessment/iq-bands';
import {
  cognitiveAnalysis,
  domainScores,
  extendedAnalysis,
  growthPackage,
  growthRecommendations,
} from '../../../shared/assessment/report-content';
import type { Report } from '../../../shared/schemas/results';
import type { AppDeps, SessionUser } from '../../lib/app-env';
import { getEntitlements } from '../payments/get-entitlements';
import { findOwnResult } from './find-own-result';
import { currentHolderName } from './holder-name';
import { listOwnResultRows } from './list-own-results';
import { loadScoredAnswers } from './load-scored-answers';
import { assertUnlocked } from './result-access';
import { toResultSummary } from './result-summary';
import { gatedSection } from './report-sections';

/** The comparison's rows: the top three bands with their share of the population, the user's own band marked. */
function populationFor(score: number): Report['population'] {
  const yours = iqBand(score);
  return IQ_BANDS.flatMap(({ name }) => {
    const share = POPULATION_SHARE_BY_BAND[name];
    return share === undefined ? [] : [{ band: name, sharePercent: share, isYou: name === yours }];
  });
}

/**
 * GET /api/results/:resultId/report: the IQ report of one of the user's unlocked results (member-area §2
 * /profile/report, §9). Everything is computed here from stored rows; the sections sold as upsells carry content only
 * for their owners. Throws RESULT_NOT_FOUND and RESULT_LOCKED.
 */
export async function getReport(deps: AppDeps, user: SessionUser, resultId: string): Promise<Report> {
  const { db } = deps;
  const result = await findOwnResult(db, user.id, resultId);
  const { entitlements } = await getEntitlements(db, user.id);
  assertUnlocked(entitlements);
  const [items, holderName, allResults] = await Promise.all([
    loadScoredAnswers(db, result),
    currentHolderName(db, user),
    listOwnResultRows(db, user.id),
  ]);

  const score = result.iqScore;
  const timeLimitSeconds = result.timeLimitMinutes * 60;
  const domains = domainScores(items);
  // Unlocking is per user, so every one of the user's results is unlocked here; the trend reads oldest first.
  const history = allResults
    .map((r) => ({ resultId: r.id, completedAt: r.completedAt.toISOString(), score: r.iqScore }))
    .reverse();

  return {
    result: { ...toResultSummary(result, true), unlocked: true, iqScore: score },
    holderName,
    band: iqBand(score),
    percentile: percentileForScore(score),
    topPercent: topPercentForScore(score),
    timeLimitSeconds,
    bars: {
      processingSpeed: processingSpeedBar(result.timeTakenSeconds, timeLimitSeconds),
      problemSolving: problemSolvingBar(score),
    },
    population: populationFor(score),
    domains,
    recommendations: growthRecommendations(domains),
    sections: {
      extendedAnalysis: gatedSection('extendedAnalysis', entitlements, () =>
        extendedAnalysis({
          items,
          result: {
            resultId: result.id,
            iqScore: score,
            correctAnswers: result.correctAnswers,
            scoredQuestions: result.scoredQuestions,
            answeredCount: result.answeredCount,
            accuracy: result.accuracy,
            timeTakenSeconds: result.timeTakenSeconds,
          },
          history,
        }),
      ),
      cognitiveAnalysis: gatedSection('cognitiveAnalysis', entitlements, () => cognitiveAnalysis(domains)),
      growthPackage: gatedSection('growthPackage', entitlements, () => growthPackage(domains)),
    },
  };
}
