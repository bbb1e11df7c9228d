import { Users } from 'lucide-react';
import type { Report } from '@shared/schemas/results';
import { cn } from '@/lib/cn';
import { ReportSection } from './report-section';

interface PopulationComparisonProps {
  population: Report['population'];
  band: Report['band'];
}

/** Spec §9: the top three bands with their shares of the population, the user's band marked. */
export function PopulationComparison({ population, band }: PopulationComparisonProps) {
  const widest = Math.max(1, ...population.map((row) => row.sharePercent));
  const inTopThree = population.some((row) => row.isYou);
  return (
    <ReportSection id="population" title="How you compare" icon={<Users aria-hidden="true" />}>
      <ul className="flex flex-col gap-3">
        {population.map((row) => (
          <li key={row.band} className={cn('flex flex-col gap-1 rounded-lg p-2', row.isYou && 'bg-brand-50 ring-1 ring-brand-200')}>
            <span className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">
                {row.band}
                {row.isYou ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">You</span> : null}
              </span>
              <span className="font-semibold tabular-nums">{row.sharePercent}% of people</span>
            </span>
            {/* The bar repeats the figure beside it, scaled to the largest share so the differences show. */}
            <span className="h-2 rounded-full bg-gray-200" aria-hidden="true">
              <span className={cn('block h-full rounded-full', row.isYou ? 'bg-brand-700' : 'bg-brand-500')} style={{ width: `${(row.sharePercent / widest) * 100}%` }} />
            </span>
          </li>
        ))}
      </ul>
      {inTopThree ? null : <p className="text-sm text-muted">Your band, {band}, is outside these three.</p>}
    </ReportSection>
  );
}
