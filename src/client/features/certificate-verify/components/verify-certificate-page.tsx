import { CircleAlert, LoaderCircle, SearchX, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatResultDate } from '@/features/results';
import { ApiError, userMessage } from '@/lib/api-error';
import { useCertificateVerification } from '../api/use-certificate-verification';

const TITLE = 'Verify a certificate | Official IQ Test Online';

/** Public route `/verify/:certificateId`: anyone holding a certificate's id can check it was issued here. */
export function VerifyCertificatePage() {
  const certificateId = useParams().certificateId ?? '';
  const check = useCertificateVerification(certificateId);

  if (check.isPending) {
    return (
      <StatusMessage title="Checking the certificate" live icon={<LoaderCircle className="animate-spin" />} documentTitle={TITLE}>
        <p className="mt-2 text-muted">One moment...</p>
      </StatusMessage>
    );
  }
  if (check.isError) {
    const unknown = check.error instanceof ApiError && (check.error.code === 'CERTIFICATE_NOT_FOUND' || check.error.code === 'VALIDATION_FAILED');
    return unknown ? (
      <StatusMessage title="Certificate not found" icon={<SearchX />} documentTitle={TITLE}>
        <p className="mt-2 break-all text-muted">We could not find a certificate with the id {certificateId}</p>
        <p className="mt-2 text-sm text-muted">Check the id against the certificate: it reads IQC- and five groups of four characters.</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.home}>Back to home</Link>
        </Button>
      </StatusMessage>
    ) : (
      <StatusMessage title="Something went wrong" icon={<CircleAlert />} documentTitle={TITLE}>
        <p className="mt-2 text-muted">{userMessage(check.error, 'The certificate could not be checked. Please try again.')}</p>
        <Button className="mt-6" onClick={() => void check.refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }

  const certificate = check.data;
  const rows = [
    ['Name', certificate.holderName],
    ['IQ score', String(certificate.score)],
    ['Test', certificate.testTitle],
    ['Date', formatResultDate(certificate.completedAt)],
    ['Certificate ID', certificate.certificateId],
  ] as const;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12 sm:py-16">
      <title>{TITLE}</title>
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
          <ShieldCheck className="size-9" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight">Certificate verified</h1>
        <p className="text-muted">This IQ certificate was issued by Official IQ Test Online.</p>
      </div>
      <Card className="p-6">
        <dl className="flex flex-col gap-3">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-semibold break-all text-ink sm:text-right">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Button asChild variant="outline" className="self-center">
        <Link to={paths.start}>Take the IQ Test yourself</Link>
      </Button>
    </div>
  );
}
