import { ChevronRight } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const PAGES = [
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.refundPolicy, label: 'Refund Policy' },
  { to: paths.profileHelp, label: 'Help Center' },
] as const;

/** Links between the legal pages and to the help center; the page being read is marked as current. */
export function LegalNav() {
  return (
    <nav aria-label="Legal and help pages" className="border-t border-gray-200 pt-6">
      <ul className="grid gap-2 sm:grid-cols-2">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex min-h-12 items-center justify-between gap-2 rounded-lg border border-gray-200 px-4 font-medium hover:bg-gray-50',
                  isActive && 'border-brand-200 bg-brand-50 text-brand-800',
                )
              }
            >
              {page.label}
              <ChevronRight className="size-4 text-muted" aria-hidden="true" />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
