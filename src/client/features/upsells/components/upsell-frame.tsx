import type { ReactNode } from 'react';
import type { UpsellStep } from '../lib/upsell-steps';
import { ProgressTracker } from './progress-tracker';

interface UpsellFrameProps {
  step: UpsellStep;
  /** The document title's first part. */
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of every upsell page: the progress tracker, the offer's heading, then the offer. */
export function UpsellFrame({ step, documentTitle, eyebrow, title, lead, children }: UpsellFrameProps) {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>{`${documentTitle} | Official IQ Test Online`}</title>
      <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-8 sm:py-12">
        <ProgressTracker current={step} />
        <div className="flex flex-col gap-3 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="text-lg text-muted">{lead}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
