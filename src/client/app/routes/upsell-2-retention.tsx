import { UpsellTwoRetentionPage } from '@/features/upsells';

export default function Route() {
  return <UpsellTwoRetentionPage />;
}
