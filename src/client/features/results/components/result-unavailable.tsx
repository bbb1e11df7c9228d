import { Brain, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

export interface ResultUnavailableProps {
  /** 'locked': a result exists but the trial that unlocks it is not owned; 'none': no test finished yet. */
  reason: 'locked' | 'none';
  /** h1 when it is the whole page, h2 inside a larger one. */
  headingLevel?: 1 | 2;
}

/** Why there is no score to show, and the one step that changes it: unlock at /checkout, or take the test. */
export function ResultUnavailable({ reason, headingLevel = 2 }: ResultUnavailableProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const locked = reason === 'locked';
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        {locked ? <Lock className="size-7" /> : <Brain className="size-7" />}
      </span>
      <Heading className="text-2xl font-bold text-ink">{locked ? 'Your score is locked' : 'No test result yet'}</Heading>
      <p className="text-muted">
        {locked
          ? 'Your test is finished and saved. Unlock it to see your IQ score, your certificate and your full report.'
          : 'Take the IQ test to get your score and your certificate.'}
      </p>
      <Button asChild size="lg">
        {locked ? <Link to={paths.checkout}>Unlock My Score</Link> : <Link to={paths.start}>Take the IQ Test</Link>}
      </Button>
    </Card>
  );
}
