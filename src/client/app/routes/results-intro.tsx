import { ResultsIntroPage } from '@/features/results-intro';

export default function Route() {
  return <ResultsIntroPage />;
}
