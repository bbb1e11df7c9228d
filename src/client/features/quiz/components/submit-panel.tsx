import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface SubmitPanelProps {
  unanswered: number;
  timeUp: boolean;
  submitting: boolean;
  onSubmit(): void;
}

/** 'Get My Results' on the last question (or once time is up), with the note that answers are then final. */
export function SubmitPanel({ unanswered, timeUp, submitting, onSubmit }: SubmitPanelProps) {
  return (
    <section aria-labelledby="quiz-submit-heading" className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center sm:p-6">
      <h2 id="quiz-submit-heading" className="text-lg font-bold text-ink">
        {timeUp ? "Time's up!" : 'Ready to see your results?'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {timeUp
          ? 'Your answers so far will be scored.'
          : unanswered > 0
            ? `You have ${unanswered} unanswered ${unanswered === 1 ? 'question' : 'questions'}. You can still submit.`
            : 'You have answered every question.'}
      </p>
      <Button size="lg" className="mt-4 w-full sm:w-auto" onClick={onSubmit} disabled={submitting}>
        {submitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {submitting ? 'Submitting...' : 'Get My Results'}
      </Button>
      <p className="mt-3 text-xs text-muted">Please note: your answers cannot be edited after validation.</p>
    </section>
  );
}
