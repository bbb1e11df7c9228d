import { BadgeCheck, History } from 'lucide-react';
import { Link } from 'react-router';
import type { MembershipResponse } from '@shared/schemas/payments';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * What /checkout and /paywall show someone who had the trial (PRODUCT.md "Membership": nobody pays it twice): a member
 * is told so and sent to their results; a former member is told the trial is once per person. Never a price.
 */
export function MembershipNotice({ membership, documentTitle }: { membership: MembershipResponse; documentTitle: string }) {
  if (membership.status === 'member') {
    return (
      <StatusMessage title="You're already a member" documentTitle={documentTitle} icon={<BadgeCheck />}>
        <p className="mt-2 text-muted">
          Your membership unlocks your IQ score, certificate and full report, new results included. There is nothing to pay.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.results}>See my results</Link>
        </Button>
      </StatusMessage>
    );
  }
  return (
    <StatusMessage title="You have had your trial" documentTitle={documentTitle} icon={<History />}>
      <p className="mt-2 text-muted">
        The trial is once per person, so it cannot be bought again.{' '}
        {membership.resultsUnlocked ? 'Your results stay unlocked.' : 'Questions about your results? Write to us from the help page.'}
      </p>
      <Button asChild size="lg" className="mt-6">
        {membership.resultsUnlocked ? <Link to={paths.results}>See my results</Link> : <Link to={paths.profileHelp}>Get help</Link>}
      </Button>
    </StatusMessage>
  );
}
