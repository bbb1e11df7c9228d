import { PaywallPage } from '@/features/paywall';

export default function Route() {
  return <PaywallPage />;
}
