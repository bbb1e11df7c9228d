import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ResultActions } from './result-actions';

/** Spec §2: 'Try Payment Again' to /checkout and a way home, on /cancel and on a /success that found no payment. */
export function TryAgain() {
  return (
    <ResultActions>
      <Button asChild size="lg">
        <Link to={paths.checkout}>Try Payment Again</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={paths.home}>Go Home</Link>
      </Button>
    </ResultActions>
  );
}
