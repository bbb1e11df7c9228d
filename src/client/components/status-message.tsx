import type { ReactNode } from 'react';

export interface StatusMessageProps {
  title: string;
  icon: ReactNode;
  children?: ReactNode;
  /** Loading states are announced politely as they change. */
  live?: boolean;
  /** The document title; the heading unless a page adds its own suffix. */
  documentTitle?: string;
}

/** A full-page message (loading, nothing to show, an error): an icon, the page's heading and what to do next. */
export function StatusMessage({ title, icon, children, live = false, documentTitle = title }: StatusMessageProps) {
  return (
    <>
      <title>{documentTitle}</title>
      <div
        className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center sm:py-24"
        role={live ? 'status' : undefined}
        aria-live={live ? 'polite' : undefined}
      >
        <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-8" aria-hidden="true">
          {icon}
        </div>
        <h1 className="mt-6 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </>
  );
}
