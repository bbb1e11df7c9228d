import { VerifyCertificatePage } from '@/features/certificate-verify';

export default function Route() {
  return <VerifyCertificatePage />;
}
