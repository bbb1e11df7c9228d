import type { CognitiveAnalysis } from '@shared/schemas/results';
import { cn } from '@/lib/cn';
import { LabelledBar } from './labelled-bar';

const LEVEL = {
  strength: { label: 'Strength', style: 'bg-emerald-100 text-emerald-800' },
  average: { label: 'Average', style: 'bg-gray-100 text-gray-800' },
  growth: { label: 'Growth area', style: 'bg-amber-100 text-amber-900' },
} as const;

/** The cognitive analysis (upsell 'cognitive-analysis-report'): each domain's level, what it measures, and a summary. */
export function CognitiveAnalysisContent({ analysis }: { analysis: CognitiveAnalysis }) {
  return (
    <div className="flex flex-col gap-4">
      <p>{analysis.summary}</p>
      <ul className="flex flex-col gap-4">
        {analysis.domains.map((domain) => (
          <li key={domain.key} className="flex flex-col gap-2 rounded-lg border border-gray-100 p-3">
            <span className={cn('self-start rounded-full px-2 py-0.5 text-xs font-semibold', LEVEL[domain.level].style)}>{LEVEL[domain.level].label}</span>
            <LabelledBar label={domain.label} valueText={`${domain.correct} of ${domain.total} correct`} percent={domain.percent} />
            <p className="text-sm text-muted">{domain.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
