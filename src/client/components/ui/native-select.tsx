import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The platform's own select, styled: the best-behaved dropdown on phones and with screen readers. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="h-11 w-full appearance-none rounded-lg border border-gray-300 bg-white pr-9 pl-3 text-sm text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        {...props}
      />
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
    </div>
  );
}
