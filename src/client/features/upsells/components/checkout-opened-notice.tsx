import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';

/** After the hosted checkout opened in another tab: what to do there, and the way on from here. */
export function CheckoutOpenedNotice({ next }: { next: string }) {
  return (
    <Alert>
      <ExternalLink aria-hidden="true" />
      <p>
        The secure checkout opened in a new tab. Finish your payment there, then{' '}
        <Link to={next} className="font-semibold underline underline-offset-2">
          continue here
        </Link>
        .
      </p>
    </Alert>
  );
}
