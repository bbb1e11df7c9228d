import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PRODUCTS, type UpsellCode } from '@shared/payments/products';
import { useBuyUpsell } from '../api/use-buy-upsell';
import { toastPaymentFailed } from '../components/payment-failed-toast';
import { openCheckout, releaseCheckoutTab, reserveCheckoutTab } from '../lib/checkout-tab';

interface PurchaseOptions {
  /** Where the buyer goes once the product is theirs. */
  afterBuy: string;
  /** The trial's saved card should pay in one click, so no checkout tab is held open in advance. */
  expectOneClick: boolean;
}

/**
 * The upsell purchase (spec §4, §8; PRODUCT.md "Payments"): charged in one click on the trial's saved card, or the
 * hosted checkout in a new tab; any failure is the spec's 'Error' toast.
 */
export function usePurchase({ afterBuy, expectOneClick }: PurchaseOptions) {
  const buy = useBuyUpsell();
  const navigate = useNavigate();
  const [checkoutOpened, setCheckoutOpened] = useState(false);

  const purchase = (code: UpsellCode) => {
    // Must happen in the click itself: a window opened after the server's answer may be blocked.
    const reserved = expectOneClick ? null : reserveCheckoutTab();
    buy.mutate(code, {
      onSuccess: (result) => {
        if (result.status === 'paid') {
          releaseCheckoutTab(reserved);
          toast.success('Added to your account', { description: PRODUCTS[code].name });
          void navigate(afterBuy);
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

  return { purchase, busy: buy.isPending, checkoutOpened };
}
