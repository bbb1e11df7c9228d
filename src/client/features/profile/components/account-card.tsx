import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SignOutButton } from '@/features/session';

/** Where the membership and payments live (the help center's first two groups), and signing out. */
export function AccountCard({ email }: { email: string }) {
  return (
    <Card className="flex flex-col gap-4 p-6" role="region" aria-labelledby="account-heading">
      <h2 id="account-heading" className="text-lg font-semibold">
        Your account
      </h2>
      <p className="text-sm break-all text-muted">Signed in as {email}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <Link to={`${paths.profileHelp}#subscription`}>
            <CreditCard aria-hidden="true" />
            Subscription and billing
          </Link>
        </Button>
        <SignOutButton redirectTo={paths.home} variant="outline" />
      </div>
    </Card>
  );
}
