import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The legal pages are public: whoever is about to pay can read the terms first. */
const LEGAL_LINKS = [
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.refundPolicy, label: 'Refunds' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted sm:flex-row">
        {/* The year is read when rendered; a prerendered page built last year must not fail hydration over it. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} IQ Test. All rights reserved.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-4">
            <li>
              <Link to={paths.home} className="inline-flex min-h-11 items-center hover:text-ink">
                Home
              </Link>
            </li>
            <li>
              <Link to={paths.start} className="inline-flex min-h-11 items-center hover:text-ink">
                Take the test
              </Link>
            </li>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-11 items-center hover:text-ink">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
