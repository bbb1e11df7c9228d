import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';

/** The site header: the brand, and the main navigation except on the focused funnel pages (spec §2). */
export function SiteHeader({ navigation }: { navigation: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandLink />
        {navigation}
      </div>
    </header>
  );
}
