import { ArrowRight, CircleCheckBig } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AnsweredSummary } from './answered-summary';
import { SocialProof } from './social-proof';

/** Route `/results-intro` (spec §2): after the quiz, before the analysis. Social proof only from real figures. */
export function ResultsIntroPage() {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>Test Complete | Official IQ Test Online</title>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-8 px-4 py-12 text-center sm:py-16">
        <div className="flex flex-col items-center gap-4">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <CircleCheckBig className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Test complete!</h1>
          <p className="max-w-lg text-lg text-muted">Next, we check your answers and prepare your results.</p>
          <AnsweredSummary />
        </div>
        <div className="w-full text-left">
          <SocialProof />
        </div>
        <Button asChild size="lg" className="w-full sm:w-auto sm:min-w-64">
          <Link to={paths.analyzing}>
            Continue
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
