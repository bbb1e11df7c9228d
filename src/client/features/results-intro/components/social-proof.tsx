import { BarChart3, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { averageIqLabel, formatCount, usePublicStats } from '@/features/stats';

interface Figure {
  icon: LucideIcon;
  value: string;
  label: string;
}

/** Only figures measured from real results; each is left out when there is no data for it (PRODUCT.md). */
export function SocialProof() {
  const stats = usePublicStats().data;
  if (!stats) return null;
  const figures: Figure[] = [];
  if (stats.testsToday > 0) {
    figures.push({ icon: Users, value: formatCount(stats.testsToday), label: stats.testsToday === 1 ? 'test completed today' : 'tests completed today' });
  }
  if (stats.averageIq !== null) {
    figures.push({ icon: BarChart3, value: String(stats.averageIq), label: averageIqLabel(stats.averageIqSample) });
  }
  if (figures.length === 0) return null;

  return (
    <section aria-labelledby="social-proof-heading" className="flex flex-col gap-3">
      <h2 id="social-proof-heading" className="text-center text-lg font-semibold">
        You're in good company
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {figures.map(({ icon: Icon, value, label }) => (
          <li key={label} className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="flex flex-col">
              <span className="text-2xl font-bold text-ink">{value}</span>
              <span className="text-sm text-muted">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
