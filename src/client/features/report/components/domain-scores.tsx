import { Brain } from 'lucide-react';
import type { Report } from '@shared/schemas/results';
import { LabelledBar } from './labelled-bar';
import { ReportSection } from './report-section';

/** How the user answered in each cognitive domain: correct of scored questions. */
export function DomainScores({ domains }: { domains: Report['domains'] }) {
  return (
    <ReportSection id="domains" title="Scores by domain" icon={<Brain aria-hidden="true" />}>
      <div className="grid gap-4 md:grid-cols-2">
        {domains.map((domain) => (
          <LabelledBar key={domain.key} label={domain.label} valueText={`${domain.correct} of ${domain.total} correct`} percent={domain.percent} />
        ))}
      </div>
    </ReportSection>
  );
}
