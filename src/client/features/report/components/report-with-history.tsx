import type { ResultSummary } from '@shared/schemas/results';
import { useSelectedResult } from '../hooks/use-selected-result';
import { HistoryPicker } from './history-picker';
import { LockedResult } from './locked-result';
import { ReportBody } from './report-body';
import { REPORT_DOCUMENT_TITLE } from '../lib/document-title';

/** The report of the result chosen in the history picker (kept in the URL), or how to unlock a locked one. */
export function ReportWithHistory({ results }: { results: readonly ResultSummary[] }) {
  const { selected, select, markGone } = useSelectedResult(results);
  if (!selected) return null;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-12">
      <title>{REPORT_DOCUMENT_TITLE}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Report</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Your IQ Report</h1>
        </div>
        <HistoryPicker results={results} selectedId={selected.id} onSelect={select} />
      </div>
      {selected.unlocked ? <ReportBody key={selected.id} resultId={selected.id} onGone={markGone} /> : <LockedResult result={selected} />}
    </div>
  );
}
