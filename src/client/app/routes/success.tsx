import { SuccessPage } from '@/features/payment-result';

export default function Route() {
  return <SuccessPage />;
}
