import type { ReactNode } from 'react';

/** The page's buttons, side by side from tablet width, stacked (full width) on a phone. */
export function ResultActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>;
}
