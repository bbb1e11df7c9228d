import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scrollToPromoSection } from '../lib/scroll-to-promo';

/** Placeholder lines under the blur: the shape of the report, never its content (that stays on the server until paid). */
const SHAPES = ['w-11/12', 'w-9/12', 'w-10/12', 'w-7/12', 'w-11/12', 'w-8/12', 'w-10/12', 'w-9/12', 'w-6/12'];

/** The blurred report teaser (spec §2): what the report looks like, locked until the trial is paid. */
export function ReportTeaser() {
  return (
    <section aria-labelledby="teaser-heading" className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="teaser-heading" className="text-xl font-bold">
        Your full report
      </h2>
      <div className="mt-4 space-y-3 blur-sm select-none" aria-hidden="true">
        <div className="h-24 rounded-lg bg-linear-to-r from-brand-100 to-brand-200" />
        {SHAPES.map((width, i) => (
          <div key={i} className={`h-3 rounded bg-gray-300 ${width}`} />
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 bg-linear-to-t from-white via-white/95 to-transparent px-4 pt-16 pb-5 text-center">
        <Lock className="size-6 text-brand-700" aria-hidden="true" />
        <p className="font-semibold">Your score, your strengths by domain and your certificate are ready.</p>
        <Button onClick={scrollToPromoSection}>Unlock My Report</Button>
      </div>
    </section>
  );
}
