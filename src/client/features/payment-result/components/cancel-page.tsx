import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ResultActions } from './result-actions';

/** Route `/cancel` (spec §2): the hosted checkout was left without paying; nothing was charged. */
export function CancelPage() {
  return (
    <StatusMessage title="Payment Cancelled" icon={<CircleX />}>
      <p className="mt-2 text-muted">Your payment was cancelled and nothing was charged. You can try again whenever you are ready.</p>
      <ResultActions>
        <Button asChild size="lg">
          <Link to={paths.checkout}>Try Payment Again</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.home}>Go Home</Link>
        </Button>
      </ResultActions>
    </StatusMessage>
  );
}
