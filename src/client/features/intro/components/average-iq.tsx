import { BarChart3 } from 'lucide-react';
import { usePublicStats } from '@/features/stats';

/**
 * The average of real scores (PRODUCT.md): "today's" only when it is the last 24 hours' mean, otherwise labelled
 * as the average of all results; hidden when there are none.
 */
export function AverageIq() {
  const stats = usePublicStats().data;
  if (!stats || stats.averageIq === null) return null;
  const label = stats.averageIqSample === 'last_24_hours' ? "Today's average IQ score" : 'Average IQ score of all test takers';
  return (
    <p className="flex items-center justify-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
      <BarChart3 className="size-5 shrink-0" aria-hidden="true" />
      <span>
        {label}: <strong className="text-xl font-bold">{stats.averageIq}</strong>
      </span>
    </p>
  );
}
