import type { ReactNode } from 'react';
import { LegalNav } from './legal-nav';

interface LegalPageLayoutProps {
  /** The browser tab's title, before the site name. */
  documentTitle: string;
  heading: string;
  /** One or two sentences under the heading: what the page covers. */
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of /terms, /privacy and /refund-policy: one readable column, then links to the other two and to help. */
export function LegalPageLayout({ documentTitle, heading, intro, children }: LegalPageLayoutProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <title>{`${documentTitle} | Official IQ Test Online`}</title>
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Legal and policies</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{heading}</h1>
        <div className="text-lg text-muted">{intro}</div>
      </header>
      <div className="flex flex-col gap-8">{children}</div>
      <LegalNav />
    </div>
  );
}
