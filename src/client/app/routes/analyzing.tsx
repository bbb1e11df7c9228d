import { AnalyzingPage } from '@/features/analyzing';

export default function Route() {
  return <AnalyzingPage />;
}
