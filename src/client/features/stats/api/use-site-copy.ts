import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { call } from '@/lib/api-error';
import { statsKeys } from './query-keys';

/** Marketing claims the operator edits in the admin settings (PRODUCT.md principle 1), never hard-coded. */
export function useSiteCopy() {
  return useQuery({
    queryKey: statsKeys.siteCopy,
    queryFn: () => call(api.site.copy.$get()),
    staleTime: 60_000,
  });
}
