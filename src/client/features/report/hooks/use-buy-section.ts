import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PRODUCTS, type UpsellCode } from '@shared/payments/products';
import { openCheckout, releaseCheckoutTab, reserveCheckoutTab, toastPaymentFailed, useBuyUpsell, useOwned } from '@/features/upsells';
import { REPORTS_QUERY_KEY } from '../api/results-api';

/**
 * Buys a report section in place (PRODUCT.md "Payments"): one click on the trial's saved card, after which the
 * report is read again and shows the section; else the hosted checkout in a new tab (this tab when pop-ups are
 * blocked), and the report is read again when the user comes back to this tab.
 */
export function useBuySection() {
  const buy = useBuyUpsell();
  const owned = useOwned();
  const queryClient = useQueryClient();
  const [checkoutOpened, setCheckoutOpened] = useState(false);

  useEffect(() => {
    if (!checkoutOpened) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [checkoutOpened, queryClient]);

  const purchase = (code: UpsellCode) => {
    // Must happen in the click itself: a window opened after the server's answer may be blocked.
    const reserved = owned.expectOneClick ? null : reserveCheckoutTab();
    buy.mutate(code, {
      onSuccess: async (result) => {
        if (result.status === 'paid') {
          releaseCheckoutTab(reserved);
          toast.success('Added to your account', { description: PRODUCTS[code].name });
          await queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
          return;
        }
        if (openCheckout(result.url, reserved) === 'new-tab') setCheckoutOpened(true);
      },
      onError: (error) => {
        releaseCheckoutTab(reserved);
        toastPaymentFailed(error);
      },
    });
  };

  return { purchase, busy: buy.isPending, checking: owned.checking, checkoutOpened };
}
