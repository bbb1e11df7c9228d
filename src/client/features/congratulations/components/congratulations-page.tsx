import { Home, LayoutDashboard, LogIn, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { StatusMessage } from '@/components/status-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { ProgressTracker } from '@/features/upsells';
import { OwnedList } from './owned-list';

/**
 * Route `/congratulations`: the end of the purchase funnel. For now it greets the buyer and lists what they own;
 * the certificate and score arrive with the results pages (issue 5). Nothing here is a placeholder figure.
 */
export function CongratulationsPage() {
  const session = useSession();
  if (session.status === 'pending') return <PageLoading />;
  if (session.status === 'signed-out') {
    return (
      <StatusMessage title="Sign in to see your results" icon={<LogIn />} documentTitle="Congratulations | Official IQ Test Online">
        <p className="mt-3 text-muted">Your purchases are kept in your account. Sign in with the email address you paid with.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.login}>Sign In</Link>
        </Button>
      </StatusMessage>
    );
  }

  const { user } = session;
  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <title>Congratulations | Official IQ Test Online</title>
      <div className="mx-auto flex max-w-xl flex-col gap-8 px-4 py-8 sm:py-12">
        <ProgressTracker current={2} />
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <PartyPopper className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">
            Congratulations, {user.name || user.email}!
          </h1>
          <p className="text-lg text-muted">Here is what your account holds now.</p>
        </div>
        <Card className="flex flex-col gap-4 p-6">
          <h2 id="owned-heading" className="text-lg font-semibold">
            What you own
          </h2>
          <OwnedList labelledBy="owned-heading" />
        </Card>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to={paths.profile}>
              <LayoutDashboard aria-hidden="true" />
              Go to my dashboard
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home}>
              <Home aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
