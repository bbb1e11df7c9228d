import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FOCUSED_PATHS, normalizePath, paths } from '@/config/paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every page. The quiz draws its own header (brand, timer, answer progress), so the site header
 * steps aside there; the focused funnel pages keep the header but drop the navigation and the footer. The
 * navigation comes from the app, which composes the features (it knows who is signed in).
 */
export function SiteLayout({ navigation, children }: { navigation: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  const normalized = normalizePath(pathname);
  const focused = FOCUSED_PATHS.includes(normalized);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      {normalized !== paths.quiz && <SiteHeader navigation={focused ? null : navigation} />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {!focused && <SiteFooter />}
    </div>
  );
}
