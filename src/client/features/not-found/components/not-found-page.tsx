import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Every unknown path (spec §2 "404"). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <title>Page Not Found | Official IQ Test Online</title>
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild size="lg">
        <Link to={paths.home}>
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </div>
  );
}
