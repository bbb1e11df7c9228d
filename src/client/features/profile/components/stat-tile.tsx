import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';

interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  children?: ReactNode;
}

/** One of the dashboard's four tiles: a label, its figure, and what explains the figure. */
export function StatTile({ icon: Icon, label, value, children }: StatTileProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex flex-col gap-2 p-5">
      <h3 id={labelId} className="flex items-center gap-2 text-sm font-semibold text-muted">
        <Icon className="size-4 text-brand-700" aria-hidden="true" />
        {label}
      </h3>
      <p className="text-3xl font-extrabold text-ink tabular-nums">{value}</p>
      {children ? <div className="flex flex-col gap-2 text-sm text-muted">{children}</div> : null}
    </Card>
  );
}
