import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpsellCode } from '@shared/payments/products';
import { buyUpsell } from './upsells-api';
import { ENTITLEMENTS_QUERY_KEY } from './use-entitlements';

/** Buys one upsell; a one-click charge changes what the user owns, so that is read again. */
export function useBuyUpsell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: UpsellCode) => buyUpsell(code),
    onSuccess: async (result) => {
      if (result.status === 'paid') await queryClient.invalidateQueries({ queryKey: ENTITLEMENTS_QUERY_KEY });
    },
  });
}
