import type { Certificate } from '@shared/schemas/results';
import { Award, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { verifyPath } from '@shared/app-paths';
import { formatResultDate } from '@/features/results';

/** The IQ certificate as the PDF prints it: holder, score, test, date and the id anyone can check at /verify. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <figure
      aria-label="Your IQ certificate"
      className="flex flex-col items-center gap-3 rounded-2xl border-4 border-double border-amber-500 bg-amber-50/40 p-6 text-center sm:p-10"
    >
      <Award className="size-12 text-amber-600" aria-hidden="true" />
      <p className="text-sm font-semibold tracking-[0.2em] text-amber-800 uppercase">Certificate of Achievement</p>
      <p className="text-muted">This certifies that</p>
      <p className="text-2xl font-bold break-words text-ink sm:text-3xl">{certificate.holderName}</p>
      <p className="text-muted">achieved an IQ score of</p>
      <p className="text-5xl font-extrabold text-brand-700 tabular-nums">{certificate.score}</p>
      <p className="text-muted">on the {certificate.testTitle}</p>
      <dl className="mt-2 grid w-full gap-2 border-t border-amber-200 pt-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Date</dt>
          <dd className="font-semibold text-ink">{formatResultDate(certificate.completedAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">Certificate ID</dt>
          <dd className="font-mono font-semibold break-all text-ink">
            {certificate.certificateId}
          </dd>
        </div>
      </dl>
      <Link
        to={verifyPath(certificate.certificateId)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        Verify this certificate
      </Link>
    </figure>
  );
}
