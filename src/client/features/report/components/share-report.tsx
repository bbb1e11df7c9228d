import { LoaderCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Report } from '@shared/schemas/results';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-error';
import { useCertificateLink } from '../api/use-certificate-link';
import { shareLink } from '../lib/share-link';
import { PublicLink } from './public-link';

/**
 * Share: the public page of this result's certificate (name, score, date and test, nothing more), through the
 * platform's share sheet or copied to the clipboard. The page says so before the user shares.
 */
export function ShareReport({ report }: { report: Report }) {
  const certificate = useCertificateLink(report.result.id);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; copyByHand: boolean } | null>(null);

  const share = async () => {
    setBusy(true);
    try {
      const { verifyUrl, score } = await certificate.issue();
      const outcome = await shareLink({ title: 'My IQ certificate', text: `I scored ${score} on the ${report.result.testTitle}.`, url: verifyUrl });
      if (outcome === 'copied') toast.success('Link copied', { description: 'Anyone with the link sees your certificate: name, score, date and test.' });
      setLink({ url: verifyUrl, copyByHand: outcome === 'failed' });
    } catch (error) {
      toast.error('Could not share your result', { description: userMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-1">
      <Button type="button" size="lg" onClick={() => void share()} disabled={busy} aria-describedby="share-note">
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Share2 aria-hidden="true" />}
        Share
      </Button>
      <p id="share-note" className="text-sm text-muted">
        Sharing shares your certificate&apos;s public page: your name, score, test date and test. Your answers and this report stay private.
      </p>
      {link ? <PublicLink url={link.url} copyByHand={link.copyByHand} /> : null}
    </div>
  );
}
