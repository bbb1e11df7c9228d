import { BrainCircuit } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { useAnalysisProgress } from '../hooks/use-analysis-progress';
import { ANALYSIS_STEPS, AnalysisSteps, stepAt } from './analysis-steps';

/** Route `/analyzing` (spec §2, §4): four steps over 5 s, then on to /email. */
export function AnalyzingPage() {
  const progress = useAnalysisProgress();
  const current = stepAt(progress);
  const finished = progress >= 100;

  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>Analyzing Your Answers | Official IQ Test Online</title>
      <div className="mx-auto flex max-w-lg flex-col gap-8 px-4 py-12 sm:py-16">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg">
            <BrainCircuit className="size-9 motion-safe:animate-pulse" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Analyzing your answers</h1>
          <p className="text-muted">This takes just a few seconds.</p>
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between text-sm font-medium">
            <span id="analysis-progress-label">Analysis progress</span>
            <span aria-hidden="true">{progress}%</span>
          </div>
          <Progress value={progress} aria-labelledby="analysis-progress-label" className="h-3" />
        </div>
        <p className="sr-only" aria-live="polite">
          {finished ? 'Analysis complete' : ANALYSIS_STEPS[current]}
        </p>
        <AnalysisSteps current={current} finished={finished} />
      </div>
    </div>
  );
}
