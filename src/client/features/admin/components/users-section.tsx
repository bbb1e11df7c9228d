import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAdminUsers } from '../api/admin-users-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UsersList } from './users-list';

const SEARCH_DELAY_MS = 300;

/** Member-area §2 "Users": search by name or e-mail, and each user's role. */
export function UsersSection() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DELAY_MS);
  const users = useAdminUsers(query);

  useEffect(() => {
    if (users.isError) toast.error('Failed to load users', { id: 'admin-users-failed' });
  }, [users.isError]);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <h2 className="text-xl font-bold">Users</h2>
      <form role="search" className="flex flex-col gap-2" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor="user-search">Search users</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input id="user-search" type="search" className="pl-9" placeholder="Name or email" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      </form>
      <UsersList users={users} searching={query.trim() !== ''} />
    </Card>
  );
}
