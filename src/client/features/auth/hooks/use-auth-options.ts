import { useQuery } from '@tanstack/react-query';
import { fetchAuthOptions } from '../api/auth-options-api';

/** Which provider buttons to show; none until known, and none when the call fails (no button that does nothing). */
export function useAuthOptions() {
  const query = useQuery({ queryKey: ['auth-options'], queryFn: fetchAuthOptions, staleTime: Infinity });
  return { google: query.data?.google ?? false, microsoft: query.data?.microsoft ?? false };
}
