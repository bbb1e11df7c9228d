import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DownloadButton } from '@/components/download-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/api-error';
import { certificatePdfUrl, useCertificate } from '../api/use-certificate';
import { CertificateCard } from './certificate-card';
import { ShareButtons } from './share-buttons';

/** The unlocked result's certificate (issued on first view), its PDF, the full report and sharing. */
export function CertificateSection({ resultId }: { resultId: string }) {
  const certificate = useCertificate(resultId);

  return (
    <section aria-labelledby="certificate-heading" className="flex flex-col gap-5">
      <h2 id="certificate-heading" className="text-center text-2xl font-bold">
        Your IQ Certificate
      </h2>
      {certificate.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your certificate...</span>
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      ) : certificate.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <p className="text-red-700">{userMessage(certificate.error, 'Your certificate could not be loaded. Please try again.')}</p>
          <Button variant="outline" onClick={() => void certificate.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <CertificateCard certificate={certificate.data} />
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button asChild size="lg">
              <Link to={paths.profileReport}>
                <FileText aria-hidden="true" />
                See My Full Report
              </Link>
            </Button>
            <DownloadButton
              url={certificatePdfUrl(resultId)}
              fallbackName={`iq-certificate-${certificate.data.certificateId}.pdf`}
              startedText="Your certificate PDF is on its way."
              failedText="Your certificate could not be downloaded. Please try again."
              variant="outline"
              size="lg"
            >
              Download Certificate (PDF)
            </DownloadButton>
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="text-center text-lg font-semibold">Share your achievement</h3>
            <ShareButtons verifyUrl={certificate.data.verifyUrl} score={certificate.data.score} testTitle={certificate.data.testTitle} />
          </div>
        </>
      )}
    </section>
  );
}
