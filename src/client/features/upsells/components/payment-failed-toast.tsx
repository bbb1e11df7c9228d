import { toast } from 'sonner';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_FAILED_TITLE, paymentFailureDetail } from '../lib/payment-error';

/** Spec §8 'Error' / 'Failed to process payment. Please try again.', with the provider's reason under it. */
export function toastPaymentFailed(error: unknown) {
  const detail = paymentFailureDetail(error);
  toast.error(PAYMENT_FAILED_TITLE, {
    description: (
      <>
        <span className="block">{PAYMENT_FAILED_MESSAGE}</span>
        {detail ? <span className="block">{detail}</span> : null}
      </>
    ),
  });
}
