import { Gauge } from 'lucide-react';
import type { Report } from '@shared/schemas/results';
import { LabelledBar } from './labelled-bar';
import { ReportSection } from './report-section';

/** Spec §9's performance bars: processing speed and problem solving, each with its label. */
export function PerformanceBars({ bars }: { bars: Report['bars'] }) {
  return (
    <ReportSection id="performance" title="Performance" icon={<Gauge aria-hidden="true" />}>
      <LabelledBar label="Processing speed" valueText={bars.processingSpeed.label} percent={bars.processingSpeed.percent} />
      <LabelledBar label="Problem solving" valueText={bars.problemSolving.label} percent={bars.problemSolving.percent} />
      <p className="text-sm text-muted">Processing speed is Fast when you finished before the time limit.</p>
    </ReportSection>
  );
}
