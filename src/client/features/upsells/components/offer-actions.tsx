import { LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { UpsellCode } from '@shared/payments/products';
import { Button } from '@/components/ui/button';
import { usePurchase } from '../hooks/use-purchase';
import type { UpsellPageConfig } from '../lib/upsell-steps';
import { upsellTerms } from '../lib/upsell-terms';
import { CheckoutOpenedNotice } from './checkout-opened-notice';
import { OwnedNotice } from './owned-notice';

interface OfferActionsProps {
  /** The product the button buys. */
  code: UpsellCode;
  page: UpsellPageConfig;
  /** The user has it already: no pay button. */
  owned: boolean;
  /** What the user owns is still being read; buying waits for it so nothing is sold twice. */
  checkingOwned: boolean;
  expectOneClick: boolean;
}

/** 'Get the Offer' with its terms, and 'Skip' (spec §2, §4); 'Already in your account' when there is nothing to buy. */
export function OfferActions({ code, page, owned, checkingOwned, expectOneClick }: OfferActionsProps) {
  const navigate = useNavigate();
  const { purchase, busy, checkoutOpened } = usePurchase({ afterBuy: page.afterBuy, expectOneClick });

  if (owned) return <OwnedNotice next={page.afterBuy} />;

  return (
    <div className="flex flex-col gap-3">
      <Button type="button" size="lg" className="w-full" disabled={busy || checkingOwned} onClick={() => purchase(code)}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {busy ? 'Processing...' : 'Get the Offer'}
      </Button>
      <p className="text-center text-sm text-muted">{upsellTerms(code)}</p>
      {checkoutOpened ? <CheckoutOpenedNotice next={page.afterBuy} /> : null}
      <Button type="button" variant="ghost" className="w-full" disabled={busy} onClick={() => void navigate(page.afterSkip)}>
        Skip
      </Button>
    </div>
  );
}
