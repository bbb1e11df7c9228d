import { minutesFromSeconds, useTestSummary } from '@/features/stats';

/** The hero's lead sentence, with the active test's real numbers once they load (the prerender has none). */
export function HeroIntro() {
  const summary = useTestSummary().data;
  if (!summary) return <>Measure your reasoning with a timed set of questions that grow harder as you go.</>;
  return (
    <>
      Measure your reasoning with {summary.questionCount} questions of growing difficulty, in{' '}
      {minutesFromSeconds(summary.timeLimitSeconds)} minutes.
    </>
  );
}
