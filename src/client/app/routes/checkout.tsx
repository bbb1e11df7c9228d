import { CheckoutPage } from '@/features/checkout';

export default function Route() {
  return <CheckoutPage />;
}
