import { Check } from 'lucide-react';

/** What the trial unlocks (products.ts: the trial grants the full report and the certificate, with full access while it runs). */
export function WhatsIncluded({ trialDays }: { trialDays: number }) {
  const items = [
    'Your exact IQ score',
    'Your official IQ certificate',
    'The full report: your strengths across the five cognitive domains',
    `${trialDays} days of full access membership`,
  ];
  return (
    <section aria-labelledby="included-heading">
      <h2 id="included-heading" className="mb-3 text-lg font-bold">
        What&apos;s included
      </h2>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
