import type { AdminUser } from '@shared/schemas/account';
import { RoleSelect } from './role-select';

const joined = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** One user in the admin list: who they are, since when, and their role. */
export function UserRow({ user }: { user: AdminUser }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-semibold">{user.name || user.email}</p>
        <p className="truncate text-sm text-muted">{user.email}</p>
        <p className="text-xs text-muted">Joined {joined.format(new Date(user.createdAt))}</p>
      </div>
      <RoleSelect user={user} />
    </li>
  );
}
