import { ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { SignOutButton, useSession } from '@/features/session';
import { UsersSection } from './users-section';

/** Route `/admin` (member-area §2, admins only): the portal's header with Sign Out, and the users and their roles. */
export function AdminPage() {
  const session = useSession();
  return (
    <div className="bg-gray-50">
      <title>Admin Dashboard | Official IQ Test Online</title>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white" aria-hidden="true">
              <ShieldCheck className="size-6" />
            </span>
            <div className="min-w-0">
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Admin Dashboard</h1>
              {session.user ? <p className="truncate text-sm text-muted">Signed in as {session.user.email}</p> : null}
            </div>
          </div>
          <SignOutButton redirectTo={paths.adminLogin} variant="outline" />
        </div>
        <UsersSection />
      </div>
    </div>
  );
}
