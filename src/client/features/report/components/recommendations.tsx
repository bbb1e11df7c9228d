import { Sprout, Star } from 'lucide-react';
import type { Recommendation } from '@shared/schemas/results';
import { ReportSection } from './report-section';

function RecommendationList({ title, items }: { title: string; items: Recommendation[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{title}</h3>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.domain}`} className="rounded-lg bg-gray-50 p-3">
            <p className="font-medium">{item.title}</p>
            <p className="text-sm text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Growth recommendations from the user's answers by domain: where they were strong and where they can grow. */
export function Recommendations({ recommendations }: { recommendations: Recommendation[] }) {
  if (recommendations.length === 0) return null;
  return (
    <ReportSection id="recommendations" title="Growth recommendations" icon={<Sprout aria-hidden="true" />}>
      <div className="grid gap-6 md:grid-cols-2">
        <RecommendationList title="Your strengths" items={recommendations.filter((r) => r.kind === 'strength')} />
        <RecommendationList title="Where you can grow" items={recommendations.filter((r) => r.kind === 'growth')} />
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Star className="size-4 shrink-0" aria-hidden="true" />
        Based on which questions you answered correctly in each domain.
      </p>
    </ReportSection>
  );
}
