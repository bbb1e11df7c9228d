import { Clock, Globe, ListChecks, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { minutesFromSeconds, plural, usePublicStats, useSiteCopy, useTestSummary } from '@/features/stats';

interface Fact {
  icon: LucideIcon;
  text: string;
}

/** The hero's figures, each shown only once it has loaded from real data; nothing is shown in its place. */
export function HeroFacts() {
  const summary = useTestSummary().data;
  const stats = usePublicStats().data;
  const copy = useSiteCopy().data;

  const facts: Fact[] = [];
  if (summary) {
    facts.push({ icon: ListChecks, text: `${summary.questionCount} questions` });
    facts.push({ icon: Clock, text: `${minutesFromSeconds(summary.timeLimitSeconds)} minutes` });
  }
  if (stats && stats.testsToday > 0) {
    facts.push({ icon: Users, text: `${plural(stats.testsToday, 'test', 'tests')} taken today` });
  }
  if (copy?.testsTakenClaim) facts.push({ icon: Globe, text: `${copy.testsTakenClaim} tests taken` });

  return (
    <ul className="flex min-h-10 flex-wrap gap-2" aria-label="About the test">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-2 text-sm font-medium text-white ring-1 ring-white/25">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
