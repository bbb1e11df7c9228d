import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { reportPdfUrl } from '../api/results-api';

/**
 * Download PDF: a plain link to the report's PDF, which the server sends as an attachment, so the browser downloads
 * it (streamed, with its own progress) and the page stays. Spec §8's toast says it started.
 */
export function DownloadPdfButton({ resultId }: { resultId: string }) {
  return (
    <Button asChild variant="outline" size="lg">
      <a href={reportPdfUrl(resultId)} download onClick={() => toast.success('Download Started')}>
        <Download aria-hidden="true" />
        Download PDF
      </a>
    </Button>
  );
}
