import { SandboxCheckoutPage } from '@/features/sandbox-checkout';

export default function Route() {
  return <SandboxCheckoutPage />;
}
