import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { scrollToSection } from '../lib/scroll-to-section';

interface ScrollLinkProps {
  targetId: string;
  className?: string;
  children: ReactNode;
}

/** An in-page link: a plain anchor before hydration, a smooth scroll that also moves focus after it. */
export function ScrollLink({ targetId, className, children }: ScrollLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(targetId)) event.preventDefault();
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={cn(className)}>
      {children}
    </a>
  );
}
