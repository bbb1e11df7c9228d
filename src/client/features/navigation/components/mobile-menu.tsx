import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SignOutButton } from '@/features/session';
import type { navItems } from '../lib/nav-items';
import { NavLinkItem } from './nav-link-item';

/**
 * The navigation on phones: a menu button that opens the links in a panel under the header (a disclosure). It
 * closes on Escape, giving focus back to the button, and when a link leads to another page.
 */
export function MobileMenu({ items }: { items: ReturnType<typeof navItems> }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const linkClass = 'flex w-full px-4 text-base';
  return (
    <div className="lg:hidden">
      <Button ref={button} type="button" variant="ghost" size="icon" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? <X className="size-6!" aria-hidden="true" /> : <Menu className="size-6!" aria-hidden="true" />}
        <span className="sr-only">Menu</span>
      </Button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full border-b border-gray-200 bg-white shadow-lg">
        {/* A link to the page already shown changes no path; close on the click itself. */}
        <ul className="mx-auto flex max-w-6xl flex-col py-2" onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
          {items.links.map((item) => (
            <li key={item.to}>
              <NavLinkItem item={item} className={linkClass} />
            </li>
          ))}
          {items.signIn ? (
            <li>
              <NavLinkItem item={{ to: paths.auth, label: 'Sign In' }} className={linkClass} />
            </li>
          ) : null}
          {items.signOut ? (
            <li className="px-4 pt-2">
              <SignOutButton redirectTo={paths.home} variant="outline" className="w-full" />
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
