import { CancelPage } from '@/features/payment-result';

export default function Route() {
  return <CancelPage />;
}
