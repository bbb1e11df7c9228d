import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from '../lib/nav-items';

/** One navigation link, marked as the current page when it is. */
export function NavLinkItem({ item, className }: { item: NavItem; className?: string }) {
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) => cn('inline-flex min-h-11 items-center text-sm font-medium text-muted hover:text-ink aria-[current=page]:text-brand-800', isActive && 'font-semibold', className)}
    >
      {item.label}
    </NavLink>
  );
}
