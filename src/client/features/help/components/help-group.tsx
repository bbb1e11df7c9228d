import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface HelpGroupProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

/** One of the help center's four groups, addressable by its id (the dashboard links to #subscription). */
export function HelpGroup({ id, icon: Icon, title, description, children }: HelpGroupProps) {
  const headingId = `help-${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="flex scroll-mt-20 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <Icon className="size-5 text-brand-700" aria-hidden="true" />
          {title}
        </h2>
        <p className="text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}
