import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/session';
import { userMessage } from '@/lib/api-error';
import { useDashboard } from '../api/use-dashboard';
import { AccountCard } from './account-card';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { ReferralCard } from './referral-card';
import { StatTiles } from './stat-tiles';

/** Route `/profile` (member-area §2, signed-in only): welcome, stat tiles, quick actions, activity and referrals. */
export function ProfilePage() {
  const session = useSession();
  const dashboard = useDashboard();
  if (session.status !== 'signed-in') return null;
  const { user } = session;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <title>Dashboard | Official IQ Test Online</title>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Dashboard</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">Welcome back, {user.name || user.email}</h1>
      </div>
      {dashboard.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <span className="sr-only">Loading your dashboard...</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-2xl" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-red-700">{userMessage(dashboard.error, 'Your dashboard could not be loaded. Please try again.')}</p>
          <Button variant="outline" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <StatTiles stats={dashboard.data.stats} />
      )}
      <QuickActions />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {dashboard.data ? <RecentActivity activity={dashboard.data.activity} /> : null}
        <div className="flex flex-col gap-6">
          {dashboard.data ? <ReferralCard referral={dashboard.data.referral} /> : null}
          <AccountCard email={user.email} />
        </div>
      </div>
    </div>
  );
}
