import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';

/** /success?session_id=…: the page that completes the purchase reads the id from the address (spec §2). */
export function successPath(purchaseId: string): string {
  return `${paths.success}?${new URLSearchParams({ session_id: purchaseId })}`;
}

/** Spec §8: 'Payment Successful!' / 'Your 7-day trial has started.', then /success. */
export function usePaymentSucceeded(trialDays: number) {
  const navigate = useNavigate();
  return useCallback(
    (purchaseId: string) => {
      toast.success('Payment Successful!', { description: `Your ${trialDays}-day trial has started.` });
      navigate(successPath(purchaseId));
    },
    [navigate, trialDays],
  );
}
