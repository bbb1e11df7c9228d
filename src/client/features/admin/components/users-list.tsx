import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-error';
import type { useAdminUsers } from '../api/admin-users-api';
import { UserRow } from './user-row';
import { UsersSkeleton } from './users-skeleton';

interface UsersListProps {
  users: ReturnType<typeof useAdminUsers>;
  searching: boolean;
}

/** The users, or what stands in for them: placeholders, the failure with a retry, or member-area §8's empty texts. */
export function UsersList({ users, searching }: UsersListProps) {
  if (users.isPending) return <UsersSkeleton />;
  if (users.isError && !users.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-4">
        <p className="text-sm text-red-700">{userMessage(users.error, 'Failed to load users')}</p>
        <Button variant="outline" onClick={() => void users.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const list = users.data ?? [];
  return (
    <div aria-busy={users.isFetching} className="flex flex-col gap-2">
      <p role="status" className="text-sm text-muted">
        {list.length === 0 ? (searching ? 'No users found for your search.' : 'No users found.') : `${list.length} ${list.length === 1 ? 'user' : 'users'}`}
      </p>
      {list.length > 0 ? (
        <ul aria-label="Users" className="flex flex-col divide-y divide-gray-200">
          {list.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
