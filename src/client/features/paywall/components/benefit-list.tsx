import { Award, BarChart3, Brain, FileText } from 'lucide-react';

const BENEFITS = [
  { icon: Brain, title: 'Your exact IQ score', text: 'Scored from your own answers, weighted by cognitive domain.' },
  { icon: Award, title: 'Your official certificate', text: 'With your name, your score and a unique certificate id.' },
  { icon: BarChart3, title: 'Strengths by domain', text: 'Verbal, reasoning, spatial, memory and speed, side by side.' },
  { icon: FileText, title: 'The full report', text: 'What your results mean and where you can grow.' },
] as const;

/** What the trial unlocks (spec §2 benefit list). */
export function BenefitList() {
  return (
    <section aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="mb-4 text-xl font-bold">
        What you get
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <Icon className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
