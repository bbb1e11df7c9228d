import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An in-app link inside running text, underlined so it does not rely on colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
    </Link>
  );
}
