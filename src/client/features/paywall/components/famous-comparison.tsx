import { UserRound } from 'lucide-react';
import { averageIqLabel, usePublicStats } from '@/features/stats';

/**
 * 'You' against two famous people (spec §2). Neither took a test like this one: their figures are the widely
 * quoted public estimates and are labelled as such (PRODUCT.md principle 1).
 */
const FAMOUS = [
  { name: 'Albert Einstein', iq: 160 },
  { name: 'Stephen Hawking', iq: 160 },
] as const;

/** PRODUCT.md: the paywall shows the same average as /start (real results), or nothing. */
function AverageIq() {
  const { data } = usePublicStats();
  if (!data || data.averageIq === null) return null;
  return (
    <p className="text-center text-sm text-muted">
      {averageIqLabel(data.averageIqSample, { capitalized: true })}: <span className="font-semibold text-ink">{data.averageIq}</span>
    </p>
  );
}

export function FamousComparison() {
  return (
    <section aria-labelledby="comparison-heading" className="flex flex-col gap-4">
      <h2 id="comparison-heading" className="text-center text-xl font-bold">
        How do you compare?
      </h2>
      <ul className="grid grid-cols-3 gap-3 text-center">
        {FAMOUS.map((person) => (
          <li key={person.name} className="rounded-xl border border-gray-200 bg-white p-3">
            <p className="text-sm font-semibold">{person.name} (est.)</p>
            <p className="mt-1 text-2xl font-extrabold text-brand-700">{person.iq}</p>
          </li>
        ))}
        <li className="rounded-xl border-2 border-brand-600 bg-brand-50 p-3">
          <p className="flex items-center justify-center gap-1 text-sm font-semibold">
            <UserRound className="size-4" aria-hidden="true" />
            You
          </p>
          <p className="mt-1 text-2xl font-extrabold text-brand-800">
            <span aria-hidden="true">???</span>
            <span className="sr-only">Unlock to see your score</span>
          </p>
        </li>
      </ul>
      <AverageIq />
      <p className="text-center text-xs text-muted">Famous figures: widely quoted public estimates; they did not take this test.</p>
    </section>
  );
}
