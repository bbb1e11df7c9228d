import { Award, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-error';
import { downloadFile } from '../lib/download-file';

/** Downloads this result's certificate as a PDF (GET /api/results/{id}/certificate.pdf). */
export function CertificateButton({ resultId, describedBy }: { resultId: string; describedBy: string }) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(`/api/results/${encodeURIComponent(resultId)}/certificate.pdf`, 'iq-certificate.pdf');
      toast.success('Download Started', { description: 'Your certificate is downloading.' });
    } catch (error) {
      toast.error('Error', { description: userMessage(error, 'Your certificate could not be downloaded. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" disabled={busy} onClick={() => void onClick()} aria-describedby={describedBy}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Award aria-hidden="true" />}
      Certificate
    </Button>
  );
}
