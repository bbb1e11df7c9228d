import { type ReactNode, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ReportSection } from './report-section';
import { SectionOffer, type SectionOfferData } from './section-offer';

interface PaidSectionProps<T> {
  id: string;
  title: string;
  icon: ReactNode;
  section: { owned: true; content: T } | SectionOfferData;
  render: (content: T) => ReactNode;
}

/** One upsell-gated section: the content when the user owns it, else what it adds and the button to buy it. */
export function PaidSection<T>({ id, title, icon, section, render }: PaidSectionProps<T>) {
  return (
    <ReportSection id={id} title={title} icon={icon} className={section.owned ? undefined : 'border-2 border-brand-200'}>
      {section.owned ? <Suspense fallback={<Skeleton className="h-32 w-full" />}>{render(section.content)}</Suspense> : <SectionOffer offer={section} />}
    </ReportSection>
  );
}
