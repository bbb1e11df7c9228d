import { useSession, useSessionQuery } from './use-session';

/** The query keys of everything that belongs to the signed-in user; signing out drops them all. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** The session together with the account's role (both from the one GET /api/me query). */
export function useMe() {
  const session = useSession();
  const query = useSessionQuery();
  return { session, me: { data: query.data ?? undefined, isError: query.isError } };
}
