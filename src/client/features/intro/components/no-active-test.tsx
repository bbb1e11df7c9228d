import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Spec §8 "No questions": shown when the server has no active test to serve. */
export function NoActiveTest() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <title>No Questions Available</title>
      <h1 className="text-2xl font-bold">No Questions Available</h1>
      <p className="text-muted">There are no active tests at the moment.</p>
      <Button asChild>
        <Link to={paths.home}>Go Home</Link>
      </Button>
    </div>
  );
}
