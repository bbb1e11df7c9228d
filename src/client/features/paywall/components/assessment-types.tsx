/** Spec §2: the other assessments the paywall mentions. */
const TYPES = ['Love style', 'Personality', 'Procrastination', 'Career', 'Depression', 'ADHD'] as const;

export function AssessmentTypes() {
  return (
    <section aria-labelledby="assessments-heading">
      <h2 id="assessments-heading" className="mb-3 text-xl font-bold">
        More assessments to explore
      </h2>
      <ul className="flex flex-wrap gap-2">
        {TYPES.map((type) => (
          <li key={type} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {type}
          </li>
        ))}
      </ul>
    </section>
  );
}
