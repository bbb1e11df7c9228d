import { LayoutGrid, ListChecks, SkipForward, Timer } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TestSummary } from '@shared/schemas/quiz';
import { minutesFromSeconds, plural } from '@/features/stats';

interface Fact {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What to expect, in the test's real numbers; without them (still loading) the same facts without figures. */
function factsFor(summary: TestSummary | undefined): Fact[] {
  const extra = summary ? summary.questionCount - summary.scoredCount : 0;
  return [
    {
      icon: ListChecks,
      title: summary ? `${summary.questionCount} questions` : 'Questions of growing difficulty',
      text: summary && extra > 0
        ? `${summary.scoredCount} puzzles of growing difficulty, then ${plural(extra, 'short question', 'short questions')} about you.`
        : 'They start easy and get harder as you go.',
    },
    {
      icon: LayoutGrid,
      title: summary ? `${summary.optionCount} options each` : 'Multiple choice',
      text: 'Pick the one answer that fits best.',
    },
    {
      icon: SkipForward,
      title: 'Skip and return',
      text: 'Not sure? Skip a question and come back to it from the question pager.',
    },
    {
      icon: Timer,
      title: summary ? `${minutesFromSeconds(summary.timeLimitSeconds)} minutes` : 'Timed',
      text: 'The timer starts when the quiz begins. When time runs out, your answers are submitted.',
    },
  ];
}

export function TestFacts({ summary }: { summary: TestSummary | undefined }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {factsFor(summary).map(({ icon: Icon, title, text }) => (
        <li key={text} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-ink">{title}</p>
            <p className="text-sm text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
