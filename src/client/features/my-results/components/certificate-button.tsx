import { Award } from 'lucide-react';
import { DownloadButton } from '@/components/download-button';

/** Downloads this result's certificate as a PDF (GET /api/results/{id}/certificate.pdf). */
export function CertificateButton({ resultId, describedBy }: { resultId: string; describedBy: string }) {
  return (
    <DownloadButton
      url={`/api/results/${encodeURIComponent(resultId)}/certificate.pdf`}
      fallbackName="iq-certificate.pdf"
      startedText="Your certificate is downloading."
      failedText="Your certificate could not be downloaded. Please try again."
      icon={Award}
      variant="outline"
      aria-describedby={describedBy}
    >
      Certificate
    </DownloadButton>
  );
}
