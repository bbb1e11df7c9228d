import { TermsPage } from '@/features/legal';

export default function Route() {
  return <TermsPage />;
}
