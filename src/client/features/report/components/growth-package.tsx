import { DOMAIN_LABELS } from '@shared/assessment/domains';
import type { GrowthPackage } from '@shared/schemas/results';

/** The growth package (upsell 'cognitive-growth-retention'): a week-by-week plan for the domains to grow most. */
export function GrowthPackageContent({ plan }: { plan: GrowthPackage }) {
  return (
    <div className="flex flex-col gap-4">
      {plan.focus.length > 0 ? (
        <p>
          Your focus: <span className="font-semibold">{plan.focus.map((domain) => DOMAIN_LABELS[domain]).join(', ')}</span>
        </p>
      ) : null}
      <ol className="grid gap-4 md:grid-cols-2">
        {plan.weeks.map((week) => (
          <li key={week.week} className="flex flex-col gap-2 rounded-lg bg-gray-50 p-4">
            <h3 className="font-semibold">
              Week {week.week}: {week.focus}
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {week.exercises.map((exercise) => (
                <li key={exercise}>{exercise}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
