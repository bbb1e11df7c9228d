import { UpsellTwoPage } from '@/features/upsells';

export default function Route() {
  return <UpsellTwoPage />;
}
