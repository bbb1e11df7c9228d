import { useQuery } from '@tanstack/react-query';
import { fetchMe } from '../api/account-api';
import { useSession } from './use-session';

/** The query keys of everything that belongs to the signed-in user; signing out drops them all. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** The signed-in user's account and role (GET /api/me), read once the session says someone is signed in. */
export function useMe() {
  const session = useSession();
  const userId = session.user?.id;
  const query = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'me', userId],
    queryFn: fetchMe,
    enabled: userId !== undefined,
  });
  return { session, me: query };
}
