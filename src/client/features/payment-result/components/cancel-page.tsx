import { CircleX } from 'lucide-react';
import { StatusMessage } from '@/components/status-message';
import { TryAgain } from './try-again';

/** Route `/cancel` (spec §2): the hosted checkout was left without paying; nothing was charged. */
export function CancelPage() {
  return (
    <StatusMessage title="Payment Cancelled" icon={<CircleX />}>
      <p className="mt-2 text-muted">Your payment was cancelled and nothing was charged. You can try again whenever you are ready.</p>
      <TryAgain />
    </StatusMessage>
  );
}
