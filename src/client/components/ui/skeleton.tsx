import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block while data loads; hidden from assistive technology (pair it with a text status). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-gray-200', className)} {...props} />;
}
