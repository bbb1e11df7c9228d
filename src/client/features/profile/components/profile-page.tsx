import { Brain } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SignOutButton, useSession } from '@/features/session';
import { PaymentHistory, SubscriptionCard } from '@/features/subscription';
import { LevelCard } from './level-card';

/** Route `/profile` (member-area §2, signed-in only): who is signed in, their level and XP, the test, sign-out. */
export function ProfilePage() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { user } = session;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <title>Dashboard | Official IQ Test Online</title>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Dashboard</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">Welcome back, {user.name || user.email}</h1>
        <p className="break-all text-muted">{user.email}</p>
      </div>
      <LevelCard userId={user.id} />
      <SubscriptionCard />
      <PaymentHistory />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.start}>
            <Brain aria-hidden="true" />
            Take the IQ Test
          </Link>
        </Button>
        <SignOutButton redirectTo={paths.home} variant="outline" size="lg" />
      </div>
    </div>
  );
}
