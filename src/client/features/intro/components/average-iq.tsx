import { BarChart3 } from 'lucide-react';
import { averageIqLabel, usePublicStats } from '@/features/stats';

/** The average of real scores (PRODUCT.md), hidden when there are none. */
export function AverageIq() {
  const stats = usePublicStats().data;
  if (!stats || stats.averageIq === null) return null;
  return (
    <p className="flex items-center justify-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
      <BarChart3 className="size-5 shrink-0" aria-hidden="true" />
      <span>
        {averageIqLabel(stats.averageIqSample, { capitalized: true })}: <strong className="text-xl font-bold">{stats.averageIq}</strong>
      </span>
    </p>
  );
}
