import type { AdminUser, Role } from '@shared/schemas/account';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/features/session';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';

const USERS_KEY = [...ACCOUNT_QUERY_KEY, 'admin-users'] as const;

/** GET /api/admin/users?q=: the users, filtered by name or e-mail; the last list stays shown while a search loads. */
export function useAdminUsers(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: [...USERS_KEY, q],
    queryFn: async (): Promise<AdminUser[]> => (await call(api.admin.users.$get({ query: q ? { q } : {} }))).users,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/users/:userId/role; on success the list reloads (member-area §4), and so does the own role. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => call(api.admin.users[':userId'].role.$put({ param: { userId }, json: { role } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'me'] }),
      ]),
  });
}
