import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SignOutButton } from '@/features/session';
import { useNavItems } from '../hooks/use-nav-items';
import { MobileMenu } from './mobile-menu';
import { NavLinkItem } from './nav-link-item';

/**
 * The site header's main navigation: a row of links on wide screens, a menu button on phones and tablets (a signed-in
 * member's seven destinations and Sign Out do not fit in one row below 1024 px).
 */
export function SiteNavigation() {
  const items = useNavItems();
  return (
    <nav aria-label="Main" className="flex items-center gap-2 lg:gap-6">
      <ul className="hidden items-center gap-5 lg:flex">
        {items.links.map((item) => (
          <li key={item.to}>
            <NavLinkItem item={item} />
          </li>
        ))}
        {items.signIn ? (
          <li>
            <NavLinkItem item={{ to: paths.auth, label: 'Sign In' }} />
          </li>
        ) : null}
        {items.signOut ? (
          <li>
            <SignOutButton redirectTo={paths.home} variant="outline" size="sm" className="h-11" />
          </li>
        ) : null}
      </ul>
      {items.startTest ? (
        <Button asChild>
          <Link to={paths.start}>Start Test</Link>
        </Button>
      ) : null}
      <MobileMenu items={items} />
    </nav>
  );
}
