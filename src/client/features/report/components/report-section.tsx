import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface ReportSectionProps {
  id: string;
  title: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled part of the report: a region landmark named by its heading, so it can be found and navigated to. */
export function ReportSection({ id, title, icon, className, children }: ReportSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card className={cn('flex flex-col gap-4 p-6', className)} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold [&_svg]:size-5 [&_svg]:text-brand-700">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}
