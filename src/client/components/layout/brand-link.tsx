import { Brain } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The brand mark linking home, in the site header and the quiz's own header. */
export function BrandLink() {
  return (
    <Link to={paths.home} className="flex min-h-11 items-center gap-2 text-lg font-bold text-brand-800" aria-label="IQ Test home">
      <Brain className="size-6" aria-hidden="true" />
      <span>IQ Test</span>
    </Link>
  );
}
