import { DownloadButton } from '@/components/download-button';
import { reportPdfUrl } from '../api/results-api';

/**
 * Download PDF: the report's PDF, fetched first so spec §8's 'Download Started' shows only once the file is really
 * there, and a refusal (the result locked since the page loaded) is told instead of saved.
 */
export function DownloadPdfButton({ resultId }: { resultId: string }) {
  return (
    <DownloadButton
      url={reportPdfUrl(resultId)}
      fallbackName="iq-report.pdf"
      startedText="Your report is downloading."
      failedText="Your report could not be downloaded. Please try again."
      variant="outline"
      size="lg"
    >
      Download PDF
    </DownloadButton>
  );
}
