import type { Report } from '@shared/schemas/results';
import { DownloadPdfButton } from './download-pdf-button';
import { ShareReport } from './share-report';

/** Share (the certificate's public page) and Download PDF (the whole report). */
export function ReportActions({ report }: { report: Report }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-start">
      <DownloadPdfButton resultId={report.result.id} />
      <ShareReport report={report} />
    </div>
  );
}
