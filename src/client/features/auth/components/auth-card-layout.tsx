import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface AuthCardLayoutProps {
  /** The document title, before the site's name. */
  title: string;
  heading: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in pages: an icon, the page's one heading, a line of help, and the form in a card. */
export function AuthCardLayout({ title, heading, description, icon, children }: AuthCardLayoutProps) {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>{`${title} | Official IQ Test Online`}</title>
      <div className="mx-auto flex max-w-md flex-col gap-8 px-4 py-12 sm:py-16">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg [&_svg]:size-9" aria-hidden="true">
            {icon}
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{heading}</h1>
          <p className="text-lg text-muted">{description}</p>
        </div>
        <Card className="flex flex-col gap-6 p-6">{children}</Card>
      </div>
    </div>
  );
}
