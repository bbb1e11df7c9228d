import { BarChart3, Lightbulb, Rocket } from 'lucide-react';
import { lazy } from 'react';
import type { Report } from '@shared/schemas/results';
import { PaidSection } from './paid-section';

// Only owners see these, so their code loads only for them.
const ExtendedAnalysisContent = lazy(() => import('./extended-analysis').then((m) => ({ default: m.ExtendedAnalysisContent })));
const CognitiveAnalysisContent = lazy(() => import('./cognitive-analysis').then((m) => ({ default: m.CognitiveAnalysisContent })));
const GrowthPackageContent = lazy(() => import('./growth-package').then((m) => ({ default: m.GrowthPackageContent })));

/** The report's sections sold as upsells: their content for owners, the offer for everyone else. */
export function PaidSections({ sections }: { sections: Report['sections'] }) {
  return (
    <>
      <PaidSection
        id="extended-analysis"
        title="Extended analysis"
        icon={<BarChart3 aria-hidden="true" />}
        section={sections.extendedAnalysis}
        render={(content) => <ExtendedAnalysisContent analysis={content} />}
      />
      <PaidSection
        id="cognitive-analysis"
        title="Cognitive analysis"
        icon={<Lightbulb aria-hidden="true" />}
        section={sections.cognitiveAnalysis}
        render={(content) => <CognitiveAnalysisContent analysis={content} />}
      />
      <PaidSection
        id="growth-package"
        title="Growth package"
        icon={<Rocket aria-hidden="true" />}
        section={sections.growthPackage}
        render={(content) => <GrowthPackageContent plan={content} />}
      />
    </>
  );
}
