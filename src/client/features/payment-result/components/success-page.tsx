import { CircleCheck, CircleX, LoaderCircle, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { StatusMessage } from '@/components/status-message';
import { ApiError, userMessage } from '@/lib/api-error';
import { useCompletePurchase } from '../hooks/use-complete-purchase';
import { PaidResult } from './paid-result';
import { TransactionId } from './transaction-id';
import { TryAgain } from './try-again';

/** Route `/success` (spec §2, PRODUCT.md): completes the purchase named by session_id and says what happened. */
export function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  if (!sessionId) {
    return (
      <StatusMessage title="Payment not found" icon={<SearchX />}>
        <p className="mt-2 text-muted">This page needs the reference the checkout sends you back with. If you paid, your payments are listed on your profile.</p>
        <TryAgain />
      </StatusMessage>
    );
  }
  return <CompletedPurchase sessionId={sessionId} />;
}

function CompletedPurchase({ sessionId }: { sessionId: string }) {
  const state = useCompletePurchase(sessionId);

  if (state.status === 'loading' || (state.status === 'done' && state.purchase.status === 'pending')) {
    const gaveUp = state.status === 'done' && !state.stillPending;
    return (
      <StatusMessage title="Confirming your payment" live icon={<LoaderCircle className="animate-spin" />}>
        <p className="mt-2 text-muted">We are confirming your payment…</p>
        {gaveUp ? <p className="mt-2 text-sm text-muted">This is taking longer than usual. Refresh this page in a minute to check again.</p> : null}
        <TransactionId sessionId={sessionId} />
      </StatusMessage>
    );
  }
  if (state.status === 'error') {
    const notFound = state.error instanceof ApiError && state.error.code === 'PURCHASE_NOT_FOUND';
    return (
      <StatusMessage title={notFound ? 'Payment not found' : 'Something went wrong'} icon={<SearchX />}>
        <p className="mt-2 text-muted">
          {notFound ? 'We could not find this payment.' : userMessage(state.error, 'We could not check your payment. Please refresh the page.')}
        </p>
        <TransactionId sessionId={sessionId} />
        <TryAgain />
      </StatusMessage>
    );
  }
  const { purchase } = state;
  if (purchase.status === 'failed') {
    return (
      <StatusMessage title="Payment failed" icon={<CircleX />}>
        <p role="alert" className="mt-2 text-muted">
          {purchase.failureMessage ?? 'Payment failed'}
        </p>
        <TransactionId sessionId={sessionId} />
        <TryAgain />
      </StatusMessage>
    );
  }
  return (
    <StatusMessage title="Payment Successful!" icon={<CircleCheck />}>
      <PaidResult purchase={purchase} sessionId={sessionId} />
    </StatusMessage>
  );
}
