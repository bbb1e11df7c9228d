import type { Certificate, Report, ResultsListResponse } from '@shared/schemas/results';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

/** Under the account's key, so signing out forgets the user's results. */
export const RESULTS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, 'results'] as const;
export const RESULTS_LIST_QUERY_KEY = [...RESULTS_QUERY_KEY, 'list'] as const;
/** Every report: what a report shows depends on the user's purchases, which change them all at once. */
export const REPORTS_QUERY_KEY = [...RESULTS_QUERY_KEY, 'report'] as const;

/** GET /api/results: the user's results, newest first. */
export function fetchResults(): Promise<ResultsListResponse> {
  return call(api.results.$get());
}

/** GET /api/results/:resultId/report: 404 RESULT_NOT_FOUND for an id that is not the user's, 402 while locked. */
export function fetchReport(resultId: string): Promise<Report> {
  return call(api.results[':resultId'].report.$get({ param: { resultId } }));
}

/** POST /api/results/:resultId/certificate: get-or-create, so asking twice gives the same certificate. */
export function issueCertificate(resultId: string): Promise<Certificate> {
  return call(api.results[':resultId'].certificate.$post({ param: { resultId } }));
}

/** The report as a PDF; the server answers it as an attachment, so following the link downloads it. */
export function reportPdfUrl(resultId: string): string {
  return `/api/results/${encodeURIComponent(resultId)}/report.pdf`;
}
