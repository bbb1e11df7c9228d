import { RefundPolicyPage } from '@/features/legal';

export default function Route() {
  return <RefundPolicyPage />;
}
