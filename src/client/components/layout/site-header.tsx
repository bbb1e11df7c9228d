import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { BrandLink } from './brand-link';

const NAV = [
  { to: paths.home, label: 'Home' },
  { to: paths.start, label: 'IQ Test' },
];

/** The site header; the navigation is left out on the focused funnel pages (spec §2). */
export function SiteHeader({ showNavigation }: { showNavigation: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandLink />
        {showNavigation && (
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-4">
            <ul className="hidden items-center gap-4 sm:flex">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) => cn('inline-flex min-h-11 items-center text-sm font-medium text-muted hover:text-ink', isActive && 'text-brand-800')}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Button asChild>
              <Link to={paths.start}>Start Test</Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}
